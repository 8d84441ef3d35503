import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type AreaModule, type AreaRouteTable, areaBasePaths } from '../lib/area-module';
import { isRoutedPath } from '../lib/routed-paths';
import { areaModules } from './areas';
import { desktopNav, feedShortcuts, feedSmallPrint, findAreaPath, footerAreaLinks, mobileNav } from './nav';
import { createAreaPatcher, placeAreaRoutes, routes } from './router';
import { footerLinks } from './shell/Footer';

const modules: readonly AreaModule[] = areaModules;

/** The route tree once every area's table is in: what the router holds after visiting every area. */
const everyRoute = async (): Promise<RouteObject[]> => {
  const tree = routes.map(stripElements);
  const byId = new Map<string, RouteObject>();
  const index = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id) byId.set(route.id, route);
      index(route.children ?? []);
    }
  };
  index(tree);
  for (const area of modules) {
    if (!area.loadRoutes) continue;
    for (const { parentId, children } of placeAreaRoutes(area, await area.loadRoutes())) {
      const parent = parentId === null ? undefined : byId.get(parentId);
      if (parentId !== null && !parent) throw new Error(`no route ${parentId}`);
      if (parent) parent.children = [...(parent.children ?? []), ...children.map(stripElements)];
      else tree.push(...children.map(stripElements));
    }
  }
  return tree;
};

/** A copy of a route tree to patch, without its elements (matching ignores them). */
function stripElements(route: RouteObject): RouteObject {
  const { element: _element, errorElement: _error, hydrateFallbackElement: _fallback, ...rest } = route;
  return { ...rest, children: route.children?.map(stripElements) } as RouteObject;
}

/** Whether a route other than the catch-all 404 answers `path`. */
const isRouted = (tree: RouteObject[], path: string): boolean => {
  const deepest = matchRoutes(tree, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
};

describe('area modules', () => {
  it('have unique keys and base paths that no other module or app page claims', () => {
    const keys = modules.map((area) => area.key);
    expect(new Set(keys).size).toBe(keys.length);
    const basePaths = modules.flatMap(areaBasePaths);
    expect(new Set(basePaths).size).toBe(basePaths.length);
    for (const base of basePaths) {
      expect(base).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
      expect(matchRoutes(routes, base)?.at(-1)?.route.path).toBe('*');
    }
  });

  it('route their entry page once their tables are in', async () => {
    const tree = await everyRoute();
    for (const area of modules) {
      if (area.path) expect(isRouted(tree, area.path), `${area.key}: ${area.path}`).toBe(true);
    }
  });

  it('route under their own base paths only, and something under each', async () => {
    const tree = await everyRoute();
    for (const area of modules) {
      if (!area.loadRoutes) continue;
      const table: AreaRouteTable = await area.loadRoutes();
      const tops = [...table.routes, ...(table.memberRoutes ?? []), ...(table.frameRoutes ?? [])];
      // A route's path with its parameters filled in: `/profile/:profileId` → `/profile/x`.
      const paths = tops.map((route) => `/${route.path ?? ''}`.replace(/\/:[^/]+|\/\*$/g, '/x'));
      for (const path of paths) {
        expect(isRoutedPath(path), `${area.key}: ${path}`).toBe(true);
        expect(isRouted(tree, path)).toBe(true);
      }
      for (const base of areaBasePaths(area)) {
        const isUsed = paths.some((path) => path === base || path.startsWith(`${base}/`));
        expect(isUsed, `${area.key}: ${base}`).toBe(true);
      }
    }
  });

  it('link menus, the footer and the feed shortcuts to routed screens only', async () => {
    const tree = await everyRoute();
    const links = [
      ...desktopNav.flatMap((menu) => menu.links),
      ...mobileNav.flatMap((menu) => menu.links),
      ...footerAreaLinks,
      ...footerLinks,
      ...feedShortcuts,
      ...feedSmallPrint,
    ];
    expect(links.filter((link) => !isRouted(tree, link.to.split('?')[0] ?? ''))).toEqual([]);
  });

  it('give the feed small print the spec’s pages, the short legal addresses opening static pages', async () => {
    expect(feedSmallPrint.map((link) => link.to)).toEqual([
      '/about',
      '/faq',
      '/contact',
      '/privacy',
      '/terms',
    ]);
    const tree = await everyRoute();
    for (const path of ['/about', '/privacy', '/terms']) expect(isRouted(tree, path), path).toBe(true);
  });

  it('show a menu only when an area sits in it, with its areas in order', () => {
    const withAreas = new Set(modules.flatMap((area) => (area.nav ? [area.nav.menu] : [])));
    expect(mobileNav.map((menu) => menu.key).sort()).toEqual([...withAreas].sort());
    for (const menu of mobileNav) {
      const expected = modules
        .filter((area) => area.nav?.menu === menu.key)
        .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
        .map((area) => area.path);
      expect(menu.links.map((link) => link.to)).toEqual(expected);
    }
    const shortcuts = modules
      .filter((area) => area.shortcut)
      .sort((a, b) => (a.shortcut?.order ?? 0) - (b.shortcut?.order ?? 0));
    expect(feedShortcuts.map((link) => link.to)).toEqual(shortcuts.map((area) => area.path));
  });

  it("give an area's path by its key, and nothing for an area without a module", () => {
    for (const area of modules) expect(findAreaPath(area.key)).toBe(area.path);
    expect(findAreaPath('no-such-area')).toBeUndefined();
  });
});

describe('route tables on navigation', () => {
  const page = () => null;
  const shell = (): RouteObject[] => [
    {
      id: 'pages',
      children: [
        { index: true, Component: page },
        { id: 'member', children: [] },
        { path: '*', Component: page },
      ],
    },
  ];
  const area = (patch: Partial<AreaModule> & Pick<AreaModule, 'key' | 'basePaths'>): AreaModule => ({
    access: 'public',
    i18n: [],
    ...patch,
  });

  const setUp = () => {
    const loadEvents = vi.fn(async () => ({
      routes: [
        { path: 'events', Component: page },
        { path: 'events/:eventId', Component: page },
      ],
    }));
    const loadJobs = vi.fn(async () => ({ routes: [{ path: 'jobs', Component: page }] }));
    const loadBack = vi.fn(async () => ({ routes: [], frameRoutes: [{ path: 'back', Component: page }] }));
    const prepare = vi.fn(async () => undefined);
    const router = createMemoryRouter(shell(), {
      initialEntries: ['/'],
      patchRoutesOnNavigation: createAreaPatcher({
        areas: [
          area({ key: 'events', basePaths: ['/events'], loadRoutes: loadEvents }),
          area({ key: 'jobs', basePaths: ['/jobs'], access: 'member', loadRoutes: loadJobs }),
          area({ key: 'back', basePaths: ['/back'], loadRoutes: loadBack }),
        ],
        prepare,
      }),
    });
    const matchedIds = () => router.state.matches.map((match) => match.route.path ?? match.route.id);
    return { router, loadEvents, loadJobs, loadBack, prepare, matchedIds };
  };

  it('loads an area on the first visit to one of its paths, and only once', async () => {
    const { router, loadEvents, prepare, matchedIds } = setUp();
    await router.navigate('/events/42');
    expect(matchedIds()).toEqual(['pages', 'events/:eventId']);
    await router.navigate('/events');
    await router.navigate('/events/43');
    expect(matchedIds()).toEqual(['pages', 'events/:eventId']);
    expect(loadEvents).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("mounts a member area behind the guard and a frame beside the site's", async () => {
    const { router, matchedIds } = setUp();
    await router.navigate('/jobs');
    expect(matchedIds()).toEqual(['pages', 'member', 'jobs']);
    await router.navigate('/back');
    expect(matchedIds().at(-1)).toBe('back');
    expect(matchedIds()).not.toContain('pages');
  });

  it('leaves other paths to the not-found page without loading any area', async () => {
    const { router, loadEvents, loadJobs, loadBack, matchedIds } = setUp();
    await router.navigate('/nowhere');
    await router.navigate('/eventsx');
    expect(matchedIds()).toEqual(['pages', '*']);
    expect([loadEvents, loadJobs, loadBack].map((load) => load.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
