import { describe, expect, it } from 'vitest';
import { errorStatus } from '../errors';
import { catalogKeys, catalogs, languages, translate } from './index';

describe('i18n catalogs', () => {
  const frKeys = catalogKeys(catalogs.fr).sort();

  it.each(languages.filter((l) => l !== 'fr'))('%s has exactly the keys of fr', (language) => {
    expect(catalogKeys(catalogs[language]).sort()).toEqual(frKeys);
  });

  it.each(languages)('%s has no empty text', (language) => {
    const empty = catalogKeys(catalogs[language]).filter((key) => translate(key, {}, language).trim() === '');
    expect(empty).toEqual([]);
  });

  it('has a French message for every error code', () => {
    for (const code of Object.keys(errorStatus)) expect(frKeys).toContain(`errors.${code}`);
  });

  it('fills placeholders and keeps unknown keys as given', () => {
    expect(translate('auth.thanksBody', { email: 'awa@example.com' })).toContain('awa@example.com');
    expect(translate('not.a.key')).toBe('not.a.key');
  });
});
