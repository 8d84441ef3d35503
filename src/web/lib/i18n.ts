import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog, Language } from '../../common/i18n/index';
import type { CatalogNamespace } from './area-module';

/*
 * The languages of common/i18n, listed here rather than imported: its index imports every catalog,
 * which would pull all three into the first load.
 */
export const interfaceLanguages = ['fr', 'en', 'pt'] as const satisfies readonly Language[];
const everyLanguageListed: Exclude<Language, (typeof interfaceLanguages)[number]> extends never
  ? true
  : false = true;
void everyLanguageListed;

const defaultLanguage: Language = 'fr';
const storageKey = 'sankofa.language';

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

// Every part keeps its top-level keys, so all of them merge into the one `translation` namespace and
// call sites keep their full keys (`t('feed.title')`).
const loading = new Map<string, Promise<void>>();

/** Adds one part to i18next, once per language (concurrent callers share the request). */
const ensurePart = (language: Language, part: CatalogPart): Promise<void> => {
  const id = `${language}/${part}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = fetchPart(language, part).then(
      (catalog) => {
        i18next.addResourceBundle(language, 'translation', catalog, true, true);
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

const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
};

/**
 * Starts i18next in the remembered language (French by default); resolves once the boot texts are
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
  const resources: Partial<Record<Language, { translation: Catalog }>> = { fr: { translation: fr } };
  loading.set(`${defaultLanguage}/boot`, Promise.resolve());
  if (chosen) {
    resources[language] = { translation: chosen };
    loading.set(`${language}/boot`, Promise.resolve());
  }
  await i18next.use(initReactI18next).init({
    lng: chosen ? language : defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...interfaceLanguages],
    resources,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  applyToDocument(currentLanguage());
};

/** The interface language in use. */
export const currentLanguage = (): Language => {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : defaultLanguage;
};

/** Switches the interface language with every text loaded so far, remembers it and updates `<html lang>`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  await Promise.all([
    ensurePart(language, 'boot'),
    ...[...requested].map((part) => ensurePart(language, part)),
  ]);
  await i18next.changeLanguage(language);
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this visit.
  }
  applyToDocument(language);
};
