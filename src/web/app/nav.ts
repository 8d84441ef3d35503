import type { AreaModule, NavMenuKey } from '../lib/area-module';
import type { SiteLink } from '../lib/site-links';
import { type AreaModuleKey, areaModules as listedAreas } from './areas';

const areaModules: readonly AreaModule[] = listedAreas;

/*
 * The site's menus as 000 §2.3 (header) and §2.4 (footer) define them. Rule of this project: a screen
 * that is not built is not routed, and nothing links to a route that does not exist. So the menus list
 * only the areas of app/areas.ts, each where its module's `nav` puts it; a menu with no area stays hidden.
 * nav.test.ts checks that every link leads to a routed screen.
 */

/** Areas the spec names that have no module yet: links to them stay hidden until one is listed. */
type PlannedAreaKey = 'mentors';

export type AreaKey = AreaModuleKey | PlannedAreaKey;

/** The area's entry page when it exists, else undefined (for links that features are given). */
export const findAreaPath = (key: string): string | undefined =>
  areaModules.find((area) => area.key === key)?.path;

/** The area's entry page when it exists, else undefined. */
export const areaPath = (key: AreaKey): string | undefined => findAreaPath(key);

export type NavLinkItem = SiteLink;

interface MenuDefinition {
  key: NavMenuKey;
  /** Catalog key of the menu's name. */
  labelKey: string;
  /** Événements, Blog, Mentorat: a plain link to its one area rather than a dropdown. */
  isLink: boolean;
}

/** The header's desktop menus, in the spec's order (000 §2.3). */
const headerMenus: readonly MenuDefinition[] = [
  { key: 'network', labelKey: 'nav.network', isLink: false },
  { key: 'companies', labelKey: 'nav.companies', isLink: false },
  { key: 'events', labelKey: 'nav.events', isLink: true },
  { key: 'blog', labelKey: 'nav.blog', isLink: true },
];

/** The mobile menu adds Mentorat (000 §2.3). */
const mobileMenus: readonly MenuDefinition[] = [
  ...headerMenus,
  { key: 'mentors', labelKey: 'nav.mentoring', isLink: true },
];

/** A menu as rendered: only its areas that exist. */
export interface NavMenu {
  key: string;
  labelKey: string;
  isLink: boolean;
  links: NavLinkItem[];
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

const menuLinks = (menu: NavMenuKey): NavLinkItem[] =>
  areaModules
    .flatMap((area) =>
      area.nav?.menu === menu && area.path
        ? [{ to: area.path, labelKey: area.nav.labelKey, order: area.nav.order }]
        : [],
    )
    .sort(byOrder)
    .map(({ to, labelKey }) => ({ to, labelKey }));

const availableMenus = (menus: readonly MenuDefinition[]): NavMenu[] =>
  menus.flatMap(({ key, labelKey, isLink }) => {
    const links = menuLinks(key);
    return links.length > 0 ? [{ key, labelKey, isLink, links }] : [];
  });

/** Desktop header menus with at least one area. */
export const desktopNav: readonly NavMenu[] = availableMenus(headerMenus);

/** Mobile (burger) menu sections with at least one area. */
export const mobileNav: readonly NavMenu[] = availableMenus(mobileMenus);

/** The footer's Navigation column after "Accueil": every area of the menus (000 §2.4). */
export const footerAreaLinks: readonly NavLinkItem[] = mobileNav.flatMap((menu) => menu.links);

/** The feed sidebar's shortcuts (002 §2 Feed links), in the spec's order: only the areas that exist. */
export const feedShortcuts: readonly NavLinkItem[] = areaModules
  .flatMap((area) =>
    area.shortcut && area.path
      ? [{ to: area.path, labelKey: area.shortcut.labelKey, order: area.shortcut.order }]
      : [],
  )
  .sort(byOrder)
  .map(({ to, labelKey }) => ({ to, labelKey }));

/** The feed's small print under its right sidebar (002 §2 Feed: /about, /faq, /contact, /privacy, /terms). */
export const feedSmallPrint: readonly NavLinkItem[] = [
  { to: '/about', labelKey: 'footer.about' },
  { to: '/faq', labelKey: 'footer.faq' },
  { to: '/contact', labelKey: 'footer.contact' },
  { to: '/privacy', labelKey: 'footer.privacy' },
  { to: '/terms', labelKey: 'footer.terms' },
];
