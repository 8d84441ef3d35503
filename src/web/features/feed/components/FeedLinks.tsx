import { Link } from 'react-router';
import { SidebarBlock } from '../../../components/SidebarBlock';
import { useTranslation } from '../../../lib/i18n';
import classes from './Sidebar.module.css';

/** A link of the feed's sidebars: an area of the site or a static page. */
export interface FeedLink {
  to: string;
  labelKey: string;
}

/** 'Raccourcis' (002 §2 Feed): the areas of the site that exist, in the left sidebar. */
export function ShortcutLinks({ links }: { links: readonly FeedLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <SidebarBlock title={t('feed.sidebar.shortcuts')} component="nav">
      <ul className={classes.linkList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.shortcut}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </SidebarBlock>
  );
}

/** The small print under the right sidebar: about, privacy, terms (002 §2 Feed). */
export function FooterLinks({ links }: { links: readonly FeedLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('feed.sidebar.aboutLinks')} className={classes.smallLinks}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.smallLink}>
          {t(link.labelKey)}
        </Link>
      ))}
    </nav>
  );
}
