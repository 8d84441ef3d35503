import { Paper, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
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
  // Rendered twice (desktop sidebar, phone section): each heading needs its own id.
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" className={classes.card} component="nav" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId} className={classes.blockTitle}>
        {t('feed.sidebar.shortcuts')}
      </Title>
      <ul className={classes.linkList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={classes.shortcut}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </Paper>
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
