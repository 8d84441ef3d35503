import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../../common/i18n/fr.json';
import type { Catalog, Language } from '../../common/i18n/index';

/*
 * The languages of common/i18n, listed here rather than imported: its index imports every catalog,
 * which would pull English and Portuguese into the first load.
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
 * French is the reference and the fallback, so it ships with the first load; English and Portuguese
 * are fetched only when a member picks them, which keeps them out of the landing budget.
 */
const loaders: Record<Exclude<Language, 'fr'>, () => Promise<{ default: Catalog }>> = {
  en: () => import('../../common/i18n/en.json'),
  pt: () => import('../../common/i18n/pt.json'),
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
  if (language === 'fr' || i18next.hasResourceBundle(language, 'translation')) return;
  const catalog = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', catalog.default, true, true);
};

const applyToDocument = (language: Language): void => {
  document.documentElement.lang = language;
};

/** Starts i18next in the remembered language (French by default); resolves once its texts are loaded. */
export const initI18n = async (): Promise<void> => {
  const language = readStoredLanguage();
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: [...interfaceLanguages],
    resources: { fr: { translation: fr } },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  if (language !== 'fr') {
    try {
      await ensureCatalog(language);
      await i18next.changeLanguage(language);
    } catch {
      // A catalog that fails to load leaves the interface in French rather than blank.
    }
  }
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
