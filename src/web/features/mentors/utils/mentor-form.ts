import type { MentorBody, MentorDetail } from '../../../../common/contracts/mentors';

/* The mentor form of `/mentors/become`: its values from the record, and the body the server checks. */

/** Languages offered as suggestions; any other can be typed. */
export const languageSuggestions = [
  'Français',
  'English',
  'Português',
  'Español',
  'Arabe',
  'Wolof',
  'Bambara',
  'Lingala',
  'Swahili',
  'Yoruba',
  'Haoussa',
  'Éwé',
  'Fon',
  'Dioula',
  'Créole',
];

export interface Values extends Record<string, unknown> {
  bio: string;
  domains: string[];
  languages: string[];
  available: boolean;
  slots: string;
  tariff: number | string;
  capacity: number | string;
}

export const valuesOf = (mentor: MentorDetail | null): Values => ({
  bio: mentor?.bio ?? '',
  domains: mentor?.domains ?? [],
  languages: mentor?.languages ?? ['Français'],
  available: mentor?.openToMentees ?? true,
  slots: mentor?.slots ?? '',
  tariff: mentor?.tariff === null || mentor?.tariff === undefined ? '' : Number(mentor.tariff),
  capacity: mentor?.capacity ?? 3,
});

export const toBody = (values: Values): MentorBody => ({
  bio: values.bio,
  domains: values.domains,
  languages: values.languages,
  available: values.available,
  slots: values.slots,
  tariff: values.tariff === '' ? null : Number(values.tariff),
  capacity: values.capacity === '' ? Number.NaN : Number(values.capacity),
});
