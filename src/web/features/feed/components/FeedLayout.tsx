import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CollapsibleSection } from './CollapsibleSection';
import classes from './FeedLayout.module.css';
import { type FeedLink, FooterLinks, ShortcutLinks } from './FeedLinks';
import { ProfileShortcut } from './ProfileShortcut';
import { TrendingHashtags } from './TrendingHashtags';

/** What the app gives the feed's sidebars: the links of the areas and pages that exist. */
export interface FeedSidebarLinks {
  shortcuts: readonly FeedLink[];
  about: readonly FeedLink[];
  /** Other areas' blocks for the right sidebar (events, tenders), given by the app. */
  widgets?: readonly { key: string; Component: ComponentType }[];
  /** 'Mes connexions', when the network area is routed. */
  connectionsPath?: string;
}

/** Where the sidebars stand beside the posts (FeedLayout.module.css, `.desktopOnly`). */
const wideScreen = '(min-width: 62em)';

interface FeedLayoutProps {
  links: FeedSidebarLinks;
  /** The page's title block, above the folded sidebars on small screens. */
  header: ReactNode;
  children: ReactNode;
}

/**
 * The feed's three columns (002 §2 Feed): profile and shortcuts on the left, the posts in the centre,
 * the areas' blocks (next events…), trending hashtags and the site's links on the right. Below 62em the sidebars fold into the sections
 * 'Mon profil et raccourcis' and 'Événements et suggestions' above the posts.
 */
export function FeedLayout({ links, header, children }: FeedLayoutProps) {
  const { t } = useTranslation();
  /*
   * One copy of the sidebars: the columns on a wide screen, the folded sections on a narrow one (read at
   * the first render, so nothing is laid out twice; the page's CSS hides the other one all the same).
   * A phone thus builds no sidebar and fetches none of its blocks until its member opens a section.
   */
  const isWide = useMediaQuery(wideScreen, undefined, { getInitialValueInEffect: false });
  const left = (
    <>
      <ProfileShortcut connectionsPath={links.connectionsPath} />
      <ShortcutLinks links={links.shortcuts} />
    </>
  );
  const right = (
    <>
      {links.widgets?.map(({ key, Component }) => (
        <Suspense key={key} fallback={null}>
          <Component />
        </Suspense>
      ))}
      <TrendingHashtags />
      <FooterLinks links={links.about} />
    </>
  );

  return (
    <div className={classes.page}>
      <div className={classes.layout}>
        {isWide && (
          <aside className={`${classes.side} ${classes.desktopOnly}`} aria-label={t('feed.sidebar.left')}>
            <div className={classes.sticky}>{left}</div>
          </aside>
        )}
        <div className={classes.centre}>
          {header}
          {!isWide && (
            <div className={classes.mobileOnly}>
              <CollapsibleSection title={t('feed.sidebar.left')}>{left}</CollapsibleSection>
              <CollapsibleSection title={t('feed.sidebar.right')}>{right}</CollapsibleSection>
            </div>
          )}
          {children}
        </div>
        {isWide && (
          <aside className={`${classes.side} ${classes.desktopOnly}`} aria-label={t('feed.sidebar.right')}>
            <div className={classes.sticky}>{right}</div>
          </aside>
        )}
      </div>
    </div>
  );
}
