/*
 * The site's areas as the menus know them (000 §2.3 header, §2.4 footer). Rule of this project: a
 * screen that is not built is not routed, and nothing links to a route that does not exist. So every
 * menu entry names an area, and an area is shown only once it is available.
 *
 * To open an area: route its screens in router.tsx, then set its `isAvailable` to true here. Its header,
 * mobile-menu and footer entries appear on their own (a menu with no available entry stays hidden), and
 * nav.test.ts fails if an available area is not routed or an unavailable one is.
 */

export type AreaKey =
  | 'feed'
  | 'profile'
  | 'network'
  | 'groups'
  | 'companies'
  | 'jobs'
  | 'projects'
  | 'tenders'
  | 'events'
  | 'blog'
  | 'mentors'
  | 'admin'
  | 'adminStaticPages';

export interface Area {
  /** The area's entry page (for `profile`, also the prefix of `/profile/{id}`). */
  path: string;
  /** Its screens are routed: menus, footer and pages may link to it. */
  isAvailable: boolean;
}

export const areas: Readonly<Record<AreaKey, Area>> = {
  feed: { path: '/feed', isAvailable: true },
  profile: { path: '/profile', isAvailable: true },
  network: { path: '/network', isAvailable: true },
  groups: { path: '/groups', isAvailable: false },
  companies: { path: '/entreprises', isAvailable: false },
  jobs: { path: '/emplois', isAvailable: false },
  projects: { path: '/projects', isAvailable: false },
  tenders: { path: '/appels-offres', isAvailable: false },
  events: { path: '/events', isAvailable: false },
  blog: { path: '/blog', isAvailable: false },
  mentors: { path: '/mentors', isAvailable: false },
  // The account menu's "Admin" link (000 §2.3); true once router.tsx mounts the admin routes.
  admin: { path: '/admin/dashboard', isAvailable: true },
  // "Modifier cette page" on a static page (002 §2 "Static pages") leads here.
  adminStaticPages: { path: '/admin/static-pages', isAvailable: false },
};

/** The area's path when it can be linked to, else undefined. */
export const areaPath = (key: AreaKey): string | undefined =>
  areas[key].isAvailable ? areas[key].path : undefined;

interface MenuDefinition {
  key: string;
  /** Catalog key of the menu's name (the link text when the menu has a single entry). */
  labelKey: string;
  entries: readonly { area: AreaKey; labelKey: string }[];
}

/** The header's desktop menus, in the spec's order (000 §2.3). */
const headerMenus: readonly MenuDefinition[] = [
  {
    key: 'network',
    labelKey: 'nav.network',
    entries: [
      { area: 'network', labelKey: 'nav.professional' },
      { area: 'groups', labelKey: 'nav.groups' },
    ],
  },
  {
    key: 'companies',
    labelKey: 'nav.companies',
    entries: [
      { area: 'companies', labelKey: 'nav.directory' },
      { area: 'jobs', labelKey: 'nav.jobs' },
      { area: 'projects', labelKey: 'nav.projects' },
      { area: 'tenders', labelKey: 'nav.tenders' },
    ],
  },
  { key: 'events', labelKey: 'nav.events', entries: [{ area: 'events', labelKey: 'nav.events' }] },
  { key: 'blog', labelKey: 'nav.blog', entries: [{ area: 'blog', labelKey: 'nav.blog' }] },
];

/** The mobile menu adds Mentorat (000 §2.3). */
const mobileMenus: readonly MenuDefinition[] = [
  ...headerMenus,
  { key: 'mentors', labelKey: 'nav.mentoring', entries: [{ area: 'mentors', labelKey: 'nav.mentoring' }] },
];

export interface NavLinkItem {
  to: string;
  labelKey: string;
}

/** A menu as rendered: only its available entries. */
export interface NavMenu {
  key: string;
  labelKey: string;
  /** Defined with one entry (Événements, Blog, Mentorat): shown as a plain link, not a dropdown. */
  isLink: boolean;
  links: NavLinkItem[];
}

const availableMenus = (menus: readonly MenuDefinition[]): NavMenu[] =>
  menus.flatMap(({ key, labelKey, entries }) => {
    const links = entries.flatMap(({ area, labelKey: entryLabelKey }) => {
      const to = areaPath(area);
      return to ? [{ to, labelKey: entryLabelKey }] : [];
    });
    return links.length > 0 ? [{ key, labelKey, isLink: entries.length === 1, links }] : [];
  });

/** Desktop header menus with at least one available entry. */
export const desktopNav: readonly NavMenu[] = availableMenus(headerMenus);

/** Mobile (burger) menu sections with at least one available entry. */
export const mobileNav: readonly NavMenu[] = availableMenus(mobileMenus);

/** The footer's Navigation column after "Accueil": every available area entry (000 §2.4). */
export const footerAreaLinks: readonly NavLinkItem[] = mobileNav.flatMap((menu) => menu.links);

/** The feed sidebar's shortcuts (002 §2 Feed links), in the spec's order: only the areas that exist. */
export const feedShortcuts: readonly NavLinkItem[] = (
  [
    ['network', 'feed.links.network'],
    ['groups', 'feed.links.groups'],
    ['events', 'feed.links.events'],
    ['jobs', 'feed.links.jobs'],
    ['mentors', 'feed.links.mentors'],
    ['tenders', 'feed.links.tenders'],
    ['blog', 'feed.links.blog'],
  ] as const
).flatMap(([area, labelKey]) => {
  const to = areaPath(area);
  return to ? [{ to, labelKey }] : [];
});
