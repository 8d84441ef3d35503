import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CollapsibleSection } from './CollapsibleSection';
import classes from './FeedLayout.module.css';
import { type FeedLink, FooterLinks, ShortcutLinks } from './FeedLinks';
import { LatestTenders } from './LatestTenders';
import { ProfileShortcut } from './ProfileShortcut';
import { TrendingHashtags } from './TrendingHashtags';

/** What the app gives the feed's sidebars: the links of the areas and pages that exist. */
export interface FeedSidebarLinks {
  shortcuts: readonly FeedLink[];
  about: readonly FeedLink[];
  /** 'Mes connexions', when the network area is routed. */
  connectionsPath?: string;
}

interface FeedLayoutProps {
  links: FeedSidebarLinks;
  /** The page's title block, above the folded sidebars on small screens. */
  header: ReactNode;
  children: ReactNode;
}

/**
 * The feed's three columns (002 §2 Feed): profile and shortcuts on the left, the posts in the centre,
 * trending hashtags and the site's links on the right. Below 62em the sidebars fold into the sections
 * 'Mon profil et raccourcis' and 'Événements et suggestions' above the posts.
 */
export function FeedLayout({ links, header, children }: FeedLayoutProps) {
  const { t } = useTranslation();
  const left = (
    <>
      <ProfileShortcut connectionsPath={links.connectionsPath} />
      <ShortcutLinks links={links.shortcuts} />
    </>
  );
  const right = (
    <>
      <TrendingHashtags />
      <LatestTenders />
      <FooterLinks links={links.about} />
    </>
  );

  return (
    <div className={classes.page}>
      <div className={classes.layout}>
        <aside className={`${classes.side} ${classes.desktopOnly}`} aria-label={t('feed.sidebar.left')}>
          <div className={classes.sticky}>{left}</div>
        </aside>
        <div className={classes.centre}>
          {header}
          <div className={classes.mobileOnly}>
            <CollapsibleSection title={t('feed.sidebar.left')}>{left}</CollapsibleSection>
            <CollapsibleSection title={t('feed.sidebar.right')}>{right}</CollapsibleSection>
          </div>
          {children}
        </div>
        <aside className={`${classes.side} ${classes.desktopOnly}`} aria-label={t('feed.sidebar.right')}>
          <div className={classes.sticky}>{right}</div>
        </aside>
      </div>
    </div>
  );
}
