import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../../test/render-html';
import { CardTitle } from './CardTitle';

const render = (size?: 'md' | 'lg') =>
  renderHtml(
    createElement(
      MemoryRouter,
      null,
      elementOf(CardTitle, { to: '/emplois/42', size }, 'Développeuse React'),
    ),
  );

describe("a directory card's title", () => {
  it("is the link to the item's page, named by the title", () => {
    expect(render()).toMatch(/<a[^>]*href="\/emplois\/42"[^>]*>Développeuse React<\/a>/);
  });

  it('takes the size a card gives it, and none by default', () => {
    expect(render('lg')).toContain('data-size="lg"');
    expect(render()).not.toContain('data-size');
  });
});
