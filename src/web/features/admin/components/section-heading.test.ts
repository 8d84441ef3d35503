import { describe, expect, it } from 'vitest';
import { elementOf, renderHtml } from '../../../test/render-html';
import { HeadedSection } from './SectionHeading';

describe("an admin screen's headed section", () => {
  const html = renderHtml(
    elementOf(
      HeadedSection,
      { id: 'admin-logos', title: 'Logos', description: 'Les logos du site.' },
      'les cartes',
    ),
  );

  it('is a section named by its h2', () => {
    expect(html).toMatch(/<section aria-labelledby="admin-logos">/);
    expect(html).toMatch(/<h2[^>]*id="admin-logos"[^>]*>Logos<\/h2>/);
  });

  it('explains itself under the heading, then shows its content', () => {
    expect(html.indexOf('</h2>')).toBeLessThan(html.indexOf('Les logos du site.'));
    expect(html.indexOf('Les logos du site.')).toBeLessThan(html.indexOf('les cartes'));
  });
});
