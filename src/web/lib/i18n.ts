import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUrl from '../../common/i18n/en.json?url';
import frUrl from '../../common/i18n/fr.json?url';
import type { Catalog, Language } from '../../common/i18n/index';
import ptUrl from '../../common/i18n/pt.json?url';

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
 * The catalogs are fetched as JSON files (content-hashed, cached for a year, precompressed by the
 * build) rather than bundled into the JavaScript: every area adds texts, and inside the bundle they all
 * weighed on the landing's first load (DESIGN §6, 150 KB of JS), French included, as the fallback of
 * every language. main.tsx asks for the texts in parallel with the session, so this adds no round trip.
 */
const catalogUrls: Record<Language, string> = { fr: frUrl, en: enUrl, pt: ptUrl };

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One catalog, retried twice: a dropped request must not leave the interface without words. */
const fetchCatalog = async (language: Language): Promise<Catalog> => {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(catalogUrls[language], { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Catalog ${language}: HTTP ${response.status}`);
      const catalog: unknown = await response.json();
      if (!isCatalog(catalog)) throw new Error(`Catalog ${language}: not an object`);
      return catalog;
    } catch (error) {
      if (attempt >= 3) throw error;
      await wait(400 * attempt);
    }
  }
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

const ensureCatalog = async (language: Language): Promise<void> => {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await fetchCatalog(language), true, true);
};

const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
};

/**
 * Starts i18next in the remembered language (French by default); resolves once its texts are loaded,
 * rejects when the French texts cannot be fetched at all.
 */
export const initI18n = async (): Promise<void> => {
  const language = readStoredLanguage();
  // French is the fallback of the others, so it is always needed; both are requested at once.
  const [fr, chosen] = await Promise.all([
    fetchCatalog('fr'),
    // A catalog that fails to load leaves the interface in French rather than blank.
    language === 'fr' ? undefined : fetchCatalog(language).catch(() => undefined),
  ]);
  const resources: Partial<Record<Language, { translation: Catalog }>> = { fr: { translation: fr } };
  if (chosen) resources[language] = { translation: chosen };
  await i18next.use(initReactI18next).init({
    lng: chosen ? language : 'fr',
    fallbackLng: 'fr',
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

/** Switches the interface language, remembers it and updates `<html lang>`. */
export const changeLanguage = async (language: Language): Promise<void> => {
  await ensureCatalog(language);
  await i18next.changeLanguage(language);
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered when storage is blocked; the switch still applies to this visit.
  }
  applyToDocument(language);
};
