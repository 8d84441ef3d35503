import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../test/render-html';
import { ExternalLink } from './ExternalLink';

describe('a link to another site', () => {
  it('opens the other site in a new tab, giving it neither this page nor credit', () => {
    const html = renderHtml(elementOf(ExternalLink, { href: 'https://awa.example' }, 'awa.example'));
    expect(html).toMatch(/<a[^>]*href="https:\/\/awa.example"/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('referrerPolicy');
  });

  it('withholds the referrer when asked', () => {
    const html = renderHtml(
      elementOf(ExternalLink, { href: 'https://img.example/a.png', referrerPolicy: 'no-referrer' }, 'image'),
    );
    expect(html).toContain('referrerPolicy="no-referrer"');
  });
});
