import en from './en.json';
import fr from './fr.json';
import pt from './pt.json';

export const languages = ['fr', 'en', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';

export const catalogs: Record<Language, Catalog> = { fr, en, pt };

export interface Catalog {
  [key: string]: string | Catalog;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The text at a dotted key, or undefined when the catalog has no such text. */
export const lookup = (catalog: Catalog, key: string): string | undefined => {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/**
 * The text of `key` in `language` (French when missing), with `{{name}}` placeholders filled.
 * Unknown keys come back unchanged, so a plain sentence can be passed through.
 */
export const translate = (
  key: string,
  vars: Record<string, string | number> = {},
  language: Language = defaultLanguage,
): string => {
  const text = lookup(catalogs[language], key) ?? lookup(catalogs.fr, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
};

/** Every dotted key of a catalog, for the parity test. */
export const catalogKeys = (catalog: Catalog, prefix = ''): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogKeys(value, `${prefix}${key}.`),
  );
