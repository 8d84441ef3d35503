import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../../../test/render-html';
import { SideCard } from './KeyInfo';

describe("a tender's side card", () => {
  it('is an aside named by its level-2 heading, then its content', () => {
    const html = renderHtml(elementOf(SideCard, { id: 'tender-contact', title: 'Contact' }, 'Awa Diop'));
    expect(html).toMatch(/<aside[^>]*aria-labelledby="tender-contact"/);
    expect(html).toMatch(/<h2[^>]*id="tender-contact"[^>]*>Contact<\/h2>/);
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('Awa Diop'));
  });

  it('is a plain block when told so', () => {
    const html = renderHtml(
      elementOf(SideCard, { id: 'tender-apply', title: 'Candidater', component: 'div' }, '…'),
    );
    expect(html).not.toContain('<aside');
    expect(html).toMatch(/<div[^>]*aria-labelledby="tender-apply"/);
  });
});
