import { z } from 'zod';
import { limits } from '../limits';

/*
 * The fields of a profile that other schemas reuse (000 §5): the text helpers, the website, the
 * location and its search, the reference lists (statuses, categories). Part of the profiles contract
 * (`profiles.ts` re-exports them).
 */

const p = limits.profile;

/** A required one-line text: trimmed, `requiredKey` when blank, `tooLong` above `max`. */
export const requiredText = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: 'profiles.validation.tooLong' });

/**
 * An optional text: `undefined` leaves the stored value alone (sections), `null` or blank clears it.
 */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'profiles.validation.tooLong' })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** A place as the address autocomplete gives it (000 §3 "Address prediction"); lat/lon feed the map. */
export const ProfileLocation = z.object({
  ville: z.string(),
  pays: z.string(),
  country_code: z.string(),
  adresse_complete: z.string(),
  lat: z.number().optional(),
  lon: z.number().optional(),
});
export type ProfileLocation = z.infer<typeof ProfileLocation>;

// ---------------------------------------------------------------------------------------------
// Website (000 §5): no protocol gets https:// prepended; anything not https is refused.

/** `example.org` → `https://example.org`; a value with a scheme (http:, ftp:, javascript:…) is kept. */
export const normalizeWebsite = (raw: string): string => {
  const value = raw.trim();
  if (value === '') return '';
  // A scheme is letters then ':' not followed by a digit (so `example.org:8080` is a host and port).
  return /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value) ? value : `https://${value}`;
};

const isValidHttpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
};

/** Normalised website: `https://…`, `null` to clear, `undefined` to leave unchanged. */
export const Website = z
  .string()
  .max(p.websiteMax, { error: 'profiles.validation.tooLong' })
  .transform(normalizeWebsite)
  .refine((value) => value === '' || value.toLowerCase().startsWith('https://'), {
    error: 'profiles.validation.websiteHttps',
    abort: true,
  })
  .refine((value) => value === '' || isValidHttpsUrl(value), {
    error: 'profiles.validation.websiteInvalid',
  })
  .nullish()
  .transform((value) => (value === '' ? null : value));

// ---------------------------------------------------------------------------------------------
// Location (000 §5: "city, country")

/**
 * The location a form sends: a suggestion of `GET /api/v1/locations` (or a typed "Ville, Pays" split
 * with `parseLocationText`). Missing: "La localisation est obligatoire"; city or country blank:
 * "Veuillez sélectionner une ville et un pays pour la localisation.". `adresse_complete` defaults to
 * "ville, pays"; the server fills a missing `country_code` from the French country name when it can.
 */
export const LocationInput = z
  .object(
    {
      ville: z.string().trim().max(p.textMax, { error: 'profiles.validation.tooLong' }).default(''),
      pays: z.string().trim().max(p.textMax, { error: 'profiles.validation.tooLong' }).default(''),
      country_code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^([A-Z]{2})?$/, { error: 'profiles.validation.locationCityCountry' })
        .default(''),
      adresse_complete: z
        .string()
        .trim()
        .max(p.websiteMax, { error: 'profiles.validation.tooLong' })
        .optional(),
      lat: z.number().min(-90).max(90).optional(),
      lon: z.number().min(-180).max(180).optional(),
    },
    { error: 'profiles.validation.locationRequired' },
  )
  .superRefine((value, ctx) => {
    if (value.ville === '' && value.pays === '') {
      ctx.addIssue({ code: 'custom', message: 'profiles.validation.locationRequired' });
    } else if (value.ville === '' || value.pays === '') {
      ctx.addIssue({ code: 'custom', message: 'profiles.validation.locationCityCountry' });
    }
  })
  .transform(
    (value): ProfileLocation => ({
      ...value,
      adresse_complete: value.adresse_complete || `${value.ville}, ${value.pays}`,
    }),
  );
export type LocationInput = z.input<typeof LocationInput>;

/** "Dakar, Sénégal" → `{ ville: 'Dakar', pays: 'Sénégal' }`; anything without both parts → null. */
export const parseLocationText = (text: string): { ville: string; pays: string } | null => {
  const parts = text.split(',').map((part) => part.trim());
  const ville = parts[0] ?? '';
  const pays = parts.at(-1) ?? '';
  return parts.length >= 2 && ville !== '' && pays !== '' ? { ville, pays } : null;
};

/**
 * The place a city field holds: the city picked from the list while the text is still its label, else
 * the typed "Ville, Pays" (the server derives its country code), else null.
 */
export const placeOfField = <Picked extends { adresse_complete: string }>(
  text: string,
  picked: Picked | null,
): Picked | { ville: string; pays: string; country_code: string } | null => {
  if (picked && picked.adresse_complete === text.trim()) return picked;
  const typed = parseLocationText(text);
  return typed ? { ...typed, country_code: '' } : null;
};

export const LocationSearchQuery = z.object({
  q: z.string().trim().max(100, { error: 'profiles.validation.tooLong' }).default(''),
});
export type LocationSearchQuery = z.infer<typeof LocationSearchQuery>;

/** One suggestion: the spec's shape (ville, pays in French, country_code, adresse_complete) + lat/lon. */
export const LocationSuggestion = ProfileLocation.extend({ lat: z.number(), lon: z.number() });
export type LocationSuggestion = z.infer<typeof LocationSuggestion>;

/** At most 10 cities, most populous first; empty below 3 characters (000 §5, §9). */
export const LocationSearchResponse = z.object({ items: z.array(LocationSuggestion) });
export type LocationSearchResponse = z.infer<typeof LocationSearchResponse>;

// ---------------------------------------------------------------------------------------------
// Reference lists

export const ProfessionalStatus = z.object({
  id: z.uuid(),
  label: z.string(),
  description: z.string().nullable(),
});
export type ProfessionalStatus = z.infer<typeof ProfessionalStatus>;
/** Active statuses ordered by label (000 §7). */
export const ProfessionalStatusesResponse = z.object({ items: z.array(ProfessionalStatus) });
export type ProfessionalStatusesResponse = z.infer<typeof ProfessionalStatusesResponse>;

export const ProfessionalCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.uuid().nullable(),
});
export type ProfessionalCategory = z.infer<typeof ProfessionalCategory>;

/** A sector and its specialities (two levels, 000 §3). */
export const ProfessionalCategoryNode = ProfessionalCategory.extend({
  children: z.array(ProfessionalCategory),
});
export type ProfessionalCategoryNode = z.infer<typeof ProfessionalCategoryNode>;

/** The whole tree: sectors by name, each with its specialities by name. */
export const ProfessionalCategoriesResponse = z.object({ items: z.array(ProfessionalCategoryNode) });
export type ProfessionalCategoriesResponse = z.infer<typeof ProfessionalCategoriesResponse>;
