import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BreadcrumbItem } from '../../../components/Breadcrumbs';
import { freshModules } from '../../../test/fresh-modules';

const pageTitles: (string | undefined)[] = [];
vi.mock('../../../lib/page-title', () => ({
  usePageTitle: (title: string | undefined) => pageTitles.push(title),
}));
// The trail as a plain line: the real one needs a router for its links.
vi.mock('../../../components/Breadcrumbs', async () => {
  const { createElement } = await import('react');
  return {
    Breadcrumbs: ({ items }: { items: BreadcrumbItem[] }) =>
      createElement('nav', { 'data-trail': items.map((item) => item.label).join(' › ') }),
  };
});
// The worker's next test files get the real modules back (vitest.config.ts: `isolate: false`).
afterAll(() => {
  vi.doUnmock('../../../lib/page-title');
  vi.doUnmock('../../../components/Breadcrumbs');
  vi.resetModules();
});

let html: string;
beforeAll(async () => {
  const { react, html: render, module } = await freshModules(() => import('./DemoPageFrame'));
  html = render.renderHtml(
    render.elementOf(
      module.DemoPageFrame,
      { title: 'Démo des alertes' },
      react.createElement('p', null, 'Intro'),
    ),
  );
});

describe("a demo page's frame", () => {
  it('names the page in the window title and at the end of the trail', () => {
    expect(pageTitles).toContain('Démo des alertes');
    expect(html).toContain('data-trail="Démo des alertes"');
  });

  it('puts the h1 between the trail and the page', () => {
    expect(html).toMatch(/<h1[^>]*>Démo des alertes<\/h1>/);
    expect(html.indexOf('data-trail')).toBeLessThan(html.indexOf('<h1'));
    expect(html.indexOf('</h1>')).toBeLessThan(html.indexOf('<p>Intro</p>'));
  });
});
