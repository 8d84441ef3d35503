import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTemplates } from '../../common/page-templates';
import type { AreaRouteTable } from '../lib/area-module';
import { areaModules } from './areas';
import { routes } from './router';

/** The templates a route list can match, as the beacon's `templateOf` writes them. */
const templatesOf = (list: readonly RouteObject[], prefix: string[] = []): string[] =>
  list.flatMap((route) => {
    const part = route.path?.replace(/^\/+|\/+$/g, '') ?? '';
    const parts = part ? [...prefix, part] : prefix;
    const own = route.index || route.path !== undefined ? [`/${parts.join('/')}`] : [];
    return [...own, ...templatesOf(route.children ?? [], parts)];
  });

describe('the page templates the server counts (common/page-templates.ts)', () => {
  it('are exactly the routes of the router and of every area', async () => {
    const routed = new Set(templatesOf(routes));
    for (const area of areaModules) {
      if (!('loadRoutes' in area)) continue;
      const table: AreaRouteTable = await area.loadRoutes();
      for (const list of [table.routes, table.memberRoutes ?? [], table.frameRoutes ?? []])
        for (const template of templatesOf(list)) routed.add(template);
    }
    expect([...routed].sort()).toEqual([...pageTemplates].sort());
  });
});
