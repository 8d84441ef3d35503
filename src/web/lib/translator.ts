import type { Catalog, Language } from '../../common/i18n/index';

/*
 * The interface's texts: the catalogs loaded so far, the language in use, and `t`. What the app needs
 * of an i18n library is this much (dotted keys, `{{name}}` placeholders, `_one` / `_other` plurals,
 * French as the fallback of every text), so it is written here rather than downloaded: i18next and
 * react-i18next weighed 17 KB gzipped of every visitor's first load (DESIGN §6).
 */

/** Values for a text's `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslateOptions = { readonly count?: number } & Readonly<
  Record<string, string | number | null | undefined>
>;

export type Translate = (key: string, options?: TranslateOptions) => string;

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies `source` into `target`, key by key at every depth (a later part adds to a namespace). */
export const mergeCatalog = (target: Catalog, source: Catalog): void => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isCatalog(value) && isCatalog(existing)) mergeCatalog(existing, value);
    else target[key] = isCatalog(value) ? structuredClone(value) : value;
  }
};

/** The text at a dotted key; an empty text counts as missing, so the fallback shows instead. */
const lookup = (catalog: Catalog | undefined, key: string): string | undefined => {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (!isCatalog(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
};

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralCategory = (language: Language, count: number): Intl.LDMLPluralRule => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

const interpolate = (text: string, options: TranslateOptions | undefined): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = options?.[name];
    return value === undefined || value === null ? '' : String(value);
  });

export interface Translator {
  readonly language: () => Language;
  /** Switches the language and tells the subscribers (the texts must be added first). */
  readonly setLanguage: (language: Language) => void;
  /** Adds texts to a language's catalog, deep (a part may add keys to a loaded namespace). */
  readonly add: (language: Language, catalog: Catalog) => void;
  readonly t: Translate;
  /** Whether a text exists for `key` in the language or in the fallback. */
  readonly has: (key: string) => boolean;
  /** Called after each language switch; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * A translator over catalogs of `fallback` and other languages. `t(key)` gives the text in the current
 * language, else in the fallback, else the key itself (so a missing text shows where it is missing).
 * With a numeric `count`, `key_one` / `key_other` (the language's plural rule, then `_other`) are
 * tried before `key`.
 */
export const createTranslator = (fallback: Language): Translator => {
  const catalogs = new Map<Language, Catalog>();
  const listeners = new Set<() => void>();
  let current = fallback;

  const find = (language: Language, key: string, count: number | undefined): string | undefined => {
    const catalog = catalogs.get(language);
    if (count === undefined) return lookup(catalog, key);
    return (
      lookup(catalog, `${key}_${pluralCategory(language, count)}`) ??
      lookup(catalog, `${key}_other`) ??
      lookup(catalog, key)
    );
  };

  const text = (key: string, count: number | undefined): string | undefined =>
    find(current, key, count) ?? (current === fallback ? undefined : find(fallback, key, count));

  return {
    language: () => current,
    setLanguage: (language) => {
      if (language === current) return;
      current = language;
      for (const listener of listeners) listener();
    },
    add: (language, catalog) => {
      let target = catalogs.get(language);
      if (!target) {
        target = {};
        catalogs.set(language, target);
      }
      mergeCatalog(target, catalog);
    },
    t: (key, options) => {
      const count = typeof options?.count === 'number' ? options.count : undefined;
      const found = text(key, count);
      return found === undefined ? key : interpolate(found, options);
    },
    has: (key) => text(key, undefined) !== undefined,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
