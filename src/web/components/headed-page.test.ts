import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { elementOf, renderHtml } from '../test/render-html';
import { HeadedPage } from './HeadedPage';

vi.mock('../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `text of ${key}`, language: 'fr' }),
}));
// The worker's next test files get the real modules back (vitest.config.ts: `isolate: false`).
afterAll(() => {
  vi.doUnmock('../lib/i18n');
  vi.resetModules();
});

const render = (parents?: { label: string; to?: string }[]) =>
  renderHtml(
    createElement(
      MemoryRouter,
      null,
      elementOf(
        HeadedPage,
        { size: 'sm', parents, title: 'Catégories', intro: 'Choisissez-en sept au plus.' },
        createElement('form', { 'data-content': true }),
      ),
    ),
  );

describe('a page under a heading', () => {
  it('reads the breadcrumbs ending on its title, the h1, the introduction, then its content', () => {
    const html = render([{ label: 'Mon profil', to: '/profile' }]);
    expect(html).toMatch(/<a[^>]*href="\/profile"[^>]*>Mon profil<\/a>/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>Catégories<\/span>/);
    expect(html).toMatch(/<h1[^>]*>Catégories<\/h1>/);
    const order = [
      'Mon profil',
      'aria-current="page"',
      '<h1',
      'Choisissez-en sept au plus.',
      'data-content',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('puts the page straight after "Accueil" when it has no parents', () => {
    const html = render();
    expect(html).not.toContain('Mon profil');
    expect(html).toMatch(/<span aria-current="page"[^>]*>Catégories<\/span>/);
  });
});
