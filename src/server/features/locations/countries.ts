import { createRequire } from 'node:module';
import type { LocaleData } from 'i18n-iso-countries';

type Countries = typeof import('i18n-iso-countries');

const require = createRequire(import.meta.url);
let library: Countries | undefined;

/**
 * i18n-iso-countries with the French names only, loaded on first use (its node entry would register
 * every language). The package has no `exports` map, so its files are required directly.
 */
const countries = (): Countries => {
  if (!library) {
    const loaded = require('i18n-iso-countries/index.js') as Countries;
    loaded.registerLocale(require('i18n-iso-countries/langs/fr.json') as LocaleData);
    library = loaded;
  }
  return library;
};

/** The French name of an ISO 3166-1 alpha-2 code ('CI' → "Côte-d'Ivoire"), or undefined. */
export const frenchCountryName = (code: string): string | undefined =>
  countries().getName(code.toUpperCase(), 'fr', { select: 'official' });

/** The alpha-2 code of a French country name, ignoring case and accents ('senegal' → 'SN'). */
export const countryCodeOf = (name: string): string | undefined => {
  const wanted = foldText(name);
  if (!wanted) return undefined;
  const names = countries().getNames('fr', { select: 'all' });
  for (const [code, variants] of Object.entries(names)) {
    if (variants.some((variant) => foldText(variant) === wanted)) return code;
  }
  return undefined;
};

/** Lower case, accents and punctuation dropped, single spaces: how places are compared. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
