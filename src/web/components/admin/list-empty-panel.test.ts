import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../test/render-html';
import { ListEmptyPanel } from './ListState';

describe("an empty list's panel", () => {
  it('says the list is empty, then shows what follows (a way to add one)', () => {
    const html = renderHtml(
      createElement(
        ListEmptyPanel,
        { message: 'Aucune règle.' },
        createElement('a', { href: '/rules/new' }, 'Ajouter'),
      ),
    );
    expect(html).toContain('mantine-Paper-root');
    expect(html.indexOf('Aucune règle.')).toBeGreaterThan(-1);
    expect(html.indexOf('Aucune règle.')).toBeLessThan(html.indexOf('<a href="/rules/new">Ajouter</a>'));
  });
});
