import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RealtimeEvent, RealtimeEventType } from '../../common/contracts/realtime';

/*
 * The web side of an area module (features/<area>/module.ts), listed in app/areas.ts. The app derives
 * from that list the router, the menus, the links notifications may follow, the realtime dispatch and
 * which catalog texts load when. A module is imported by the entry, so it holds data and loaders only:
 * what its screens need (components, route objects, zod schemas) comes through the loaders.
 */

/**
 * A top-level key of the catalogs (common/i18n/<language>/*.json): the unit in which texts load (the
 * build splits the catalogs by it). app/catalog-namespaces.test.ts checks that each one named exists.
 */
export type CatalogNamespace = string;

/** The header menus of 000 §2.3, in the spec's order (the mobile menu adds Mentorat). */
export type NavMenuKey = 'network' | 'companies' | 'events' | 'blog' | 'mentors';

/** An area's place in the header, mobile menu and footer. */
export interface AreaNavEntry {
  menu: NavMenuKey;
  /** Catalog key of the link (a one-entry menu shows the menu's own name instead). */
  labelKey: string;
  /** Rank inside its menu, in the spec's order (000 §2.3). */
  order: number;
}

/** An area's link in the feed's 'Raccourcis' (002 §2 Feed). */
export interface AreaShortcut {
  labelKey: string;
  /** Rank among the shortcuts, in the spec's order. */
  order: number;
}

/**
 * A block an area adds to the feed's right sidebar (002 §2 Feed: the events and tenders blocks). The app
 * hands the loaded components to the feed, which never imports the area.
 */
export interface AreaFeedSidebar {
  /** Rank in the sidebar, top first. */
  order: number;
  load: () => Promise<{ default: ComponentType }>;
}

/** What an area's routes module (`features/<area>/routes.tsx`) exports. */
export interface AreaRouteTable {
  /** Mounted in the site frame: open to visitors when the module's access is 'public', else signed-in only. */
  routes: RouteObject[];
  /** Screens of a public area that need a signed-in member (profiles: your own profile, its editors). */
  memberRoutes?: RouteObject[];
  /** Mounted beside the site frame, with a frame of their own (the back office). */
  frameRoutes?: RouteObject[];
}

type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

/** Writes one kind of server event into the query cache. */
export type RealtimeHandler<T extends RealtimeEventType> = (
  queryClient: QueryClient,
  event: RealtimeEventOf<T>,
) => void;

/** An area's handlers, by event type (app/areas.ts fails to compile when an event has none). */
export type RealtimeHandlers = { readonly [T in RealtimeEventType]?: RealtimeHandler<T> };

/** What an area's realtime module (`features/<area>/realtime.ts`) exports. */
export interface AreaRealtime {
  handlers: RealtimeHandlers;
  /** Query keys read again after a (re)connection, when events may have been missed. */
  resyncKeys: readonly QueryKey[];
}

export interface AreaModule {
  /** Unique; other code links to the area by it (`areaPath('feed')`). */
  readonly key: string;
  /** The area's entry page, where menus, shortcuts and `areaPath` lead. */
  readonly path?: string;
  /**
   * The URL prefixes its routes answer (`/feed` covers `/feed` and `/feed/…`): the first visit to one
   * loads the area's route table. Only screens that exist are routed, so only these are linked to.
   * Left out, it is `[path]` (none without a path): read it through `areaBasePaths`.
   */
  readonly basePaths?: readonly string[];
  /** Who may open its `routes`: 'member' ones mount behind the sign-in guard. */
  readonly access: 'public' | 'member';
  readonly nav?: AreaNavEntry;
  readonly shortcut?: AreaShortcut;
  /** Its block in the feed's right sidebar, loaded with the feed. */
  readonly feedSidebar?: AreaFeedSidebar;
  /** Its route table, loaded on the first navigation to one of its base paths. */
  readonly loadRoutes?: () => Promise<AreaRouteTable>;
  /** Its realtime handlers, loaded with the member's socket. */
  readonly realtime?: () => Promise<AreaRealtime>;
  /** The catalog namespaces its screens use beyond the boot ones, loaded with its routes. */
  readonly i18n: readonly CatalogNamespace[];
  /**
   * 'after-render': its pages render before zod has loaded, which then loads while the browser is idle
   * (lib/lazy-schema.ts; a schema read while rendering waits for it). Left out, zod loads with the
   * area's routes, as its texts do: for the areas whose first screens check a form or a URL with a schema.
   */
  readonly zod?: 'after-render';
}

/** The URL prefixes an area's routes answer: its `basePaths`, else its entry page's path alone. */
export const areaBasePaths = (area: AreaModule): readonly string[] =>
  area.basePaths ?? (area.path === undefined ? [] : [area.path]);
