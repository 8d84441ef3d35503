import { useCallback, useSyncExternalStore } from 'react';
import type { Catalog, Language } from '../../common/i18n/index';
import type { CatalogNamespace } from './area-module';
import { createTranslator, type Translate, type TranslateOptions } from './translator';

/*
 * The languages of common/i18n, listed here and checked against its type below (this module imports
 * its types only).
 */
export const interfaceLanguages = ['fr', 'en', 'pt'] as const satisfies readonly Language[];
const everyLanguageListed: Exclude<Language, (typeof interfaceLanguages)[number]> extends never
  ? true
  : false = true;
void everyLanguageListed;

const defaultLanguage: Language = 'fr';
const storageKey = 'sankofa.language';

/** The interface's texts (lib/translator.ts): French is the fallback of every text. */
const translator = createTranslator(defaultLanguage);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value);

/*
 * The catalogs are fetched as JSON files (cached for a year, precompressed by the build) rather than
 * bundled into the JavaScript, and in parts: the build splits each language's catalog by top-level key
 * (vite.config.ts) into `boot.json` (the shell, the landing and the errors: app/catalog-namespaces.ts)
 * and one file per other namespace, which loads with the area that uses it. So the first load does not
 * grow with the areas (DESIGN §6). The folder's name carries a hash of the catalogs.
 */
const catalogBase = import.meta.env.VITE_I18N_BASE ?? '/i18n';

declare global {
  interface ImportMetaEnv {
    /** Where the build put the catalog parts (vite.config.ts); unset in unit tests. */
    readonly VITE_I18N_BASE?: string;
  }
}

/** `boot`, or a namespace: the file's name. */
type CatalogPart = 'boot' | CatalogNamespace;

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One part of one catalog, retried twice: a dropped request must not leave the interface without words. */
const fetchPart = async (language: Language, part: CatalogPart): Promise<Catalog> => {
  const url = `${catalogBase}/${language}/${part}.json`;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Catalog ${language}/${part}: HTTP ${response.status}`);
      const catalog: unknown = await response.json();
      if (!isCatalog(catalog)) throw new Error(`Catalog ${language}/${part}: not an object`);
      return catalog;
    } catch (error) {
      if (attempt >= 3) throw error;
      await wait(400 * attempt);
    }
  }
};

// Every part keeps its top-level keys, so all of them merge into one catalog per language and call
// sites keep their full keys (`t('feed.title')`).
const loading = new Map<string, Promise<void>>();

/** Adds one part to the texts, once per language (concurrent callers share the request). */
const ensurePart = (language: Language, part: CatalogPart): Promise<void> => {
  const id = `${language}/${part}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = fetchPart(language, part).then(
      (catalog) => {
        translator.add(language, catalog);
      },
      (error: unknown) => {
        // Let a later navigation try again.
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
};

/** The namespaces asked for so far (beyond the boot part): a language switch loads them again. */
const requested = new Set<CatalogNamespace>();

/**
 * Loads namespaces in the interface language (with the routes of the area that uses them). A part
 * that fails in that language falls back to French, the fallback of every text; rejects when neither
 * loads, so the page reports the failure rather than showing bare keys.
 */
export const loadNamespaces = async (namespaces: readonly CatalogNamespace[]): Promise<void> => {
  const language = currentLanguage();
  await Promise.all(
    namespaces.map(async (namespace) => {
      requested.add(namespace);
      try {
        await ensurePart(language, namespace);
      } catch (error) {
        if (language === defaultLanguage) throw error;
        await ensurePart(defaultLanguage, namespace);
      }
    }),
  );
};

const readStoredLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to French.
    return defaultLanguage;
  }
};

/**
 * The interface language, on the page and in a cookie: the server reads the cookie to write a
 * visitor's mails (a sign-up's confirmation) in the language they were reading (issue 36 §3).
 */
const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: a one-value, non-secret cookie; no store API needed
  document.cookie = `sankofa_lang=${language}; path=/; max-age=31536000; samesite=lax`;
};

/**
 * Starts the texts in the remembered language (French by default); resolves once the boot texts are
 * loaded, rejects when the French ones cannot be fetched at all.
 */
export const initI18n = async (): Promise<void> => {
  const language = readStoredLanguage();
  // French is the fallback of the others, so it is always needed; both are requested at once.
  const [fr, chosen] = await Promise.all([
    fetchPart(defaultLanguage, 'boot'),
    // A catalog that fails to load leaves the interface in French rather than blank.
    language === defaultLanguage ? undefined : fetchPart(language, 'boot').catch(() => undefined),
  ]);
  translator.add(defaultLanguage, fr);
  loading.set(`${defaultLanguage}/boot`, Promise.resolve());
  if (chosen) {
    translator.add(language, chosen);
    loading.set(`${language}/boot`, Promise.resolve());
    translator.setLanguage(language);
  }
  applyToDocument(currentLanguage());
};

/** The interface language in use. */
export const currentLanguage = (): Language => translator.language();

/** Switches the interface language with every text loaded so far, remembers it and updates `<html lang>`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  await Promise.all([
    ensurePart(language, 'boot'),
    ...[...requested].map((part) => ensurePart(language, part)),
  ]);
  // A page that opened meanwhile (the switch after a sign-in, then its redirect) asked for its parts in
  // the old language: load them in this one too before switching, so none stays in the other.
  await Promise.all([...requested].map((part) => ensurePart(language, part)));
  translator.setLanguage(language);
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this visit.
  }
  applyToDocument(language);
};

/** The text of `key` in the interface language, for code outside components (toasts, dialogs). */
export const t: Translate = (key, options) => translator.t(key, options);

/** Whether the catalogs loaded so far have a text for `key`. */
export const hasText = (key: string): boolean => translator.has(key);

/**
 * The texts for a component: `t` and the interface language. The component renders again when the
 * language changes (`t` is then a new function, for memos that depend on it).
 */
export const useTranslation = (): { t: Translate; language: Language } => {
  const language = useSyncExternalStore(translator.subscribe, translator.language);
  const translate = useCallback(
    // `language` keys the callback: a new language gives a new `t`.
    (key: string, options?: TranslateOptions) => (language ? translator.t(key, options) : key),
    [language],
  );
  return { t: translate, language };
};
