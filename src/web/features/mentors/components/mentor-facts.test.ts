import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshModules } from '../../../test/fresh-modules';

// The catalogs are not loaded here: a key and its values stand for the text.
vi.mock('../../../lib/i18n', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`,
    language: 'fr',
  }),
}));
// The worker's next test files get the real modules back (vitest.config.ts: `isolate: false`).
afterAll(() => {
  vi.doUnmock('../../../lib/i18n');
  vi.resetModules();
});

let facts: Awaited<ReturnType<typeof load>>;
const load = () => freshModules(() => import('./MentorFacts'));
beforeAll(async () => {
  facts = await load();
});

describe("a mentor's facts", () => {
  it('shows each domain once, in order', () => {
    const html = facts.html.renderHtml(
      facts.react.createElement(facts.module.MentorDomains, { domains: ['Finance', 'Agritech'] }),
    );
    expect(html.indexOf('Finance')).toBeGreaterThan(-1);
    expect(html.indexOf('Finance')).toBeLessThan(html.indexOf('Agritech'));
    expect(html.match(/Finance/g)).toHaveLength(1);
  });

  it('reads the stars out as one image and shows what the average rests on', () => {
    const html = facts.html.renderHtml(
      facts.react.createElement(facts.module.MentorRating, { rating: 4.5, size: 'xs', caption: '12 avis' }),
    );
    expect(html).toContain('role="img" aria-label="mentors.reviews.stars {&quot;rating&quot;:4.5}"');
    expect(html).toContain('12 avis');
  });
});
