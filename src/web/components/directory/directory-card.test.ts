import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../../test/render-html';
import { CardHead, DirectoryCard } from './DirectoryCard';

describe('a directory card', () => {
  it('is an article holding its lines in order', () => {
    const html = renderHtml(elementOf(DirectoryCard, {}, ['Titre', 'Lieu']));
    expect(html).toMatch(/^(<style[^>]*>[^<]*<\/style>)*<article[^>]*>.*<\/article>$/s);
    expect(html.indexOf('Titre')).toBeLessThan(html.indexOf('Lieu'));
  });

  it('shows its mark before the lines of its head', () => {
    const html = renderHtml(
      elementOf(CardHead, { mark: createElement('img', { alt: 'Logo' }) }, createElement('b', null, 'Acme')),
    );
    expect(html).toMatch(/<img alt="Logo"\/>.*<b>Acme<\/b>/s);
  });
});
