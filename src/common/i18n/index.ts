export const languages = ['fr', 'en', 'pt'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'fr';

/*
 * The interface languages and what both sides need of the catalogs (the JSON folders beside this file):
 * their shape, a text by its dotted key. The server reads the folders (server/lib/i18n.ts: `catalogs`,
 * `translate`); the web fetches them split by namespace (vite.config.ts, web/lib/i18n.ts).
 */

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

/** Every dotted key of a catalog, for the parity test. */
export const catalogKeys = (catalog: Catalog, prefix = ''): string[] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogKeys(value, `${prefix}${key}.`),
  );
