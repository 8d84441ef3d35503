import { AsyncLocalStorage } from 'node:async_hooks';
import { isLanguage, type Language } from '../../common/i18n';

const storage = new AsyncLocalStorage<Language>();

/** The interface language of the request being served: the web's `sankofa_lang` cookie. */
export const languageOfCookie = (cookieHeader: string | undefined): Language | undefined => {
  const match = /(?:^|;\s*)sankofa_lang=([a-z]{2})/.exec(cookieHeader ?? '');
  return isLanguage(match?.[1]) ? match[1] : undefined;
};

/** Runs `next` with the request's language known to whatever it calls (the mails it causes). */
export const withRequestLanguage = (language: Language | undefined, next: () => void) =>
  language ? storage.run(language, next) : next();

/** The language of the request that is being served, when it said one. */
export const requestLanguage = (): Language | undefined => storage.getStore();
