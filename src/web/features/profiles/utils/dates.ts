import type { Language } from '../../../../common/i18n/index';

/** The locale dates are written in for each interface language (French dates: fr-FR). */
const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', pt: 'pt-PT' };

export const localeOf = (language: string): string =>
  language in locales ? locales[language as Language] : locales.fr;

/** `YYYY-MM` (or a full ISO date) as a UTC date of its first day. */
const firstOfMonth = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
};

/** "mars 2021" for `2021-03`. */
export const formatMonth = (value: string, language: string): string => {
  const date = firstOfMonth(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
};

/** The twelve month names of the pickers, January first ("janvier" … "décembre"). */
export const monthNames = (language: string): string[] => {
  const format = new Intl.DateTimeFormat(localeOf(language), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
};

/** `YYYY-MM` from a stored date (`2021-03-01` or `2021-03`). */
export const toMonthValue = (value: string | null): string => (value ? value.slice(0, 7) : '');
