import { createRequire } from 'node:module';
import { createElement } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderHtml } from '../test/render-html';
import { CountryFlag, flagUrlOf } from './CountryFlag';

vi.mock('../lib/i18n', () => ({ useTranslation: () => ({ language: 'pt' }) }));
// The worker's next test files get the real modules back (vitest.config.ts: `isolate: false`).
afterAll(() => {
  vi.doUnmock('../lib/i18n');
  vi.resetModules();
});

// The list the server's places come from (server/features/locations/countries.ts).
const countries = createRequire(import.meta.url)(
  'i18n-iso-countries/index.js',
) as typeof import('i18n-iso-countries');

describe('a country flag', () => {
  it('is an image of the country, named in the reader language, not regional-indicator letters', () => {
    const html = renderHtml(createElement(CountryFlag, { code: 'SN' })).match(/<img [^>]*>/)?.[0];
    expect(html).toMatch(/src="[^"]*\/SN[.-][^"]*"/);
    expect(html).toContain('alt="Senegal"');
    expect(html).toContain('width="21" height="14"');
    expect(html).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });

  it('has a flag for every country a profile can name (the codes of the places search)', () => {
    const codes = Object.keys(countries.getAlpha2Codes());
    expect(codes.length).toBeGreaterThan(240);
    expect(codes.filter((code) => !flagUrlOf(code))).toEqual([]);
  });

  it('draws nothing for an unknown or malformed code', () => {
    expect(flagUrlOf('sn')).toBeUndefined();
    expect(flagUrlOf('ZZ')).toBeUndefined();
    expect(renderHtml(createElement(CountryFlag, { code: null }))).not.toContain('<img');
    expect(renderHtml(createElement(CountryFlag, { code: 'ZZ' }))).not.toContain('<img');
  });
});
