import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areas } from './nav';
import { routes } from './router';
import { footerLinks } from './shell/Footer';

/** Whether a route other than the catch-all 404 answers `path`. */
const isRouted = (path: string): boolean => {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
};

describe('nav registry', () => {
  it.each(Object.entries(areas))('%s is linked to exactly when it is routed', (_key, area) => {
    expect(isRouted(area.path)).toBe(area.isAvailable);
  });

  it('footer links all lead to routed pages', () => {
    expect(footerLinks.filter((link) => !isRouted(link.to))).toEqual([]);
  });
});
