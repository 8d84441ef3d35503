import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import type { Registered } from '../registry';
import { OkResponse } from './auth';

/*
 * Member profiles (000 §2.7, §3, §5, §9). Messages are catalog keys (`profiles.validation.*`): the
 * server answers them in French, the web in the member's language. The web forms use these same
 * schemas; rules that need the database (the 7-category and 7-skills limits, known ids) live in the
 * service. `abort` stops at the first failed rule, so a field shows one message at a time.
 */

const p = limits.profile;

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

/** A member as a card shows them (landing showcase, suggestions, similar profiles, network grid). */
export const ProfileCard = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: ProfileLocation.nullable(),
  isMentor: z.boolean(),
  isCertified: z.boolean(),
});
export type ProfileCard = z.infer<typeof ProfileCard>;

export const FeaturedProfilesResponse = z.object({ items: z.array(ProfileCard) });
export type FeaturedProfilesResponse = z.infer<typeof FeaturedProfilesResponse>;

/** Suggested and similar profiles: cards, best first. */
export const ProfileCardsResponse = z.object({ items: z.array(ProfileCard) });
export type ProfileCardsResponse = z.infer<typeof ProfileCardsResponse>;

// ---------------------------------------------------------------------------------------------
// Field helpers

/** A required one-line text: trimmed, `requiredKey` when blank, `tooLong` above `max`. */
const requiredText = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max, { error: 'profiles.validation.tooLong' });

/**
 * An optional text: `undefined` leaves the stored value alone (sections), `null` or blank clears it.
 */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'profiles.validation.tooLong' })
    .nullish()
    .transform((value) => (value === '' ? null : value));

/** Whether a profile id is a UUID (000 §5: "L'identifiant de profil fourni n'est pas au format UUID valide."). */
export const isProfileId = (value: string): boolean => z.uuid().safeParse(value).success;

export const ProfileIdParams = z.object({ profileId: z.string().max(200) });
export const ProfileUsernameParams = z.object({ username: z.string().max(100) });
/** A sub-list item's id (experience, education, skill, portfolio item). */
export const ItemIdParams = z.object({
  itemId: z.uuid({ error: 'profiles.validation.itemIdInvalid' }),
});

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

// ---------------------------------------------------------------------------------------------
// The profile view

export const ProfileSection = z.enum(['personal', 'professional', 'bio', 'categories']);
export type ProfileSection = z.infer<typeof ProfileSection>;
export const profileSections = ProfileSection.options;

/** The completion card's five steps (000 §9): professional needs both title and company. */
export const CompletionStep = z.enum(['basic', 'avatar', 'professional', 'bio', 'location']);
export type CompletionStep = z.infer<typeof CompletionStep>;

export const ProfileCompletion = z.object({
  steps: z.array(z.object({ key: CompletionStep, isDone: z.boolean() })),
  /** Done steps out of five, rounded: 0, 20, 40, 60, 80 or 100. */
  percent: z.number().int().min(0).max(100),
});
export type ProfileCompletion = z.infer<typeof ProfileCompletion>;

/** The /profile/complete checklist: whether each section's rule holds (000 §5 "Per section"). */
export const ProfileSectionsState = z.object({
  personal: z.boolean(),
  professional: z.boolean(),
  bio: z.boolean(),
  categories: z.boolean(),
});
export type ProfileSectionsState = z.infer<typeof ProfileSectionsState>;

/** A category chosen by a member, with its sector's name when it is a speciality. */
export const ProfileCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  parentName: z.string().nullable(),
});
export type ProfileCategory = z.infer<typeof ProfileCategory>;

/**
 * A profile as its page shows it. `isComplete` is kept by the server: full name, title, location and
 * bio set and at least one category chosen. `email` and `avatarNeedsRecrop` are only filled for the
 * owner (null / false for others).
 */
export const ProfileView = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: ProfileLocation.nullable(),
  countryCode: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  avatarNeedsRecrop: z.boolean(),
  professionalStatus: ProfessionalStatus.pick({ id: true, label: true }).nullable(),
  isMentor: z.boolean(),
  isVerified: z.boolean(),
  isOpenToWork: z.boolean(),
  isCertified: z.boolean(),
  /** The badge of the paid offer the member holds, when the offer has one (issue 38); else null. */
  planBadge: z.string().nullable(),
  isComplete: z.boolean(),
  categories: z.array(ProfileCategory),
  completion: ProfileCompletion,
  sections: ProfileSectionsState,
  isOwner: z.boolean(),
  /** Shown to the viewers the owner's privacy choice allows (issue 22 §2); null for the others. */
  email: z.string().nullable(),
  /** The owner asked search engines not to index the page (`<meta name="robots" content="noindex">`). */
  noindex: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProfileView = z.infer<typeof ProfileView>;

// ---------------------------------------------------------------------------------------------
// Editing: the four sections of /profile/complete and the page's edit mode.
// In every body an absent optional field is left unchanged and `null` (or blank) clears it.

const FullName = requiredText('profiles.validation.fullNameRequired', p.nameMax);
const Title = requiredText('profiles.validation.titleRequired', p.titleMax);
const Bio = z
  .string({ error: 'profiles.validation.bioRequired' })
  .trim()
  .min(1, { error: 'profiles.validation.bioRequired', abort: true })
  .max(p.bioMax, { error: 'profiles.validation.bioTooLong' });
const StatusId = z.uuid({ error: 'profiles.validation.statusUnknown' }).nullish();

/** Section "personal": the full name is required; website normalised (000 §5). */
export const PersonalSectionBody = z.object({ fullName: FullName, website: Website });
export type PersonalSectionBody = z.input<typeof PersonalSectionBody>;

/** Section "professional": title and a "city, country" location required (000 §5). */
export const ProfessionalSectionBody = z.object({
  title: Title,
  company: clearableText(p.titleMax),
  professionalStatusId: StatusId,
  location: LocationInput,
  isOpenToWork: z.boolean().optional(),
});
export type ProfessionalSectionBody = z.input<typeof ProfessionalSectionBody>;

/** Section "bio": required, 1500 characters at most. */
export const BioSectionBody = z.object({ bio: Bio });
export type BioSectionBody = z.input<typeof BioSectionBody>;

const CategoryIds = z
  .array(z.uuid({ error: 'profiles.validation.categoryUnknown' }), {
    error: 'profiles.validation.categoriesRequired',
  })
  .max(p.categoriesMax, { error: 'profiles.validation.categoriesMax' })
  .transform((ids) => [...new Set(ids)]);

/** The category picker (/profile/categories): 0 to 7 categories, sectors or specialities. */
export const ProfileCategoriesBody = z.object({ categoryIds: CategoryIds });
export type ProfileCategoriesBody = z.input<typeof ProfileCategoriesBody>;

/** Section "categories": 1 to 7 categories. */
export const CategoriesSectionBody = z.object({
  categoryIds: CategoryIds.refine((ids) => ids.length > 0, {
    error: 'profiles.validation.categoriesRequired',
  }),
});
export type CategoriesSectionBody = z.input<typeof CategoriesSectionBody>;

/** The body of each section, by its name in `PATCH /api/v1/profiles/me/sections/:section`. */
export const sectionBodies = {
  personal: PersonalSectionBody,
  professional: ProfessionalSectionBody,
  bio: BioSectionBody,
  categories: CategoriesSectionBody,
} as const;

/** The profile page's edit mode (000 §5): full name, title and location required. */
export const UpdateProfileBody = z.object({
  fullName: FullName,
  title: Title,
  location: LocationInput,
  company: clearableText(p.titleMax),
  bio: z
    .string()
    .trim()
    .max(p.bioMax, { error: 'profiles.validation.bioTooLong' })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  website: Website,
  professionalStatusId: StatusId,
  isOpenToWork: z.boolean().optional(),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/** After an avatar upload: the new public URL (`?v=` changes with each upload). */
export const AvatarResponse = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof AvatarResponse>;

// ---------------------------------------------------------------------------------------------
// Month-year dates (000 §5 "Experience"): `YYYY-MM` in and out, stored as the first of the month.

/** The year list of the pickers: current year + 5 down to 1950. */
export const yearOptions = (now: Date = new Date()): number[] => {
  const years: number[] = [];
  for (let year = now.getFullYear() + p.yearsAhead; year >= p.yearMin; year--) years.push(year);
  return years;
};

/**
 * The latest month a start date may take: the current month anywhere on Earth (UTC+14), so a member
 * on the first of the month is never refused by a server in another time zone.
 */
export const latestStartMonth = (now: Date = new Date()): string =>
  new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 7);

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const inYearRange = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= p.yearMin && year <= new Date().getFullYear() + p.yearsAhead;
};

const StartMonth = z
  .string({ error: 'profiles.validation.startDateRequired' })
  .trim()
  .min(1, { error: 'profiles.validation.startDateRequired', abort: true })
  .regex(monthPattern, { error: 'profiles.validation.monthInvalid', abort: true })
  .refine(inYearRange, { error: 'profiles.validation.monthInvalid', abort: true });

const EndMonth = z
  .string()
  .trim()
  .refine((value) => value === '' || (monthPattern.test(value) && inYearRange(value)), {
    error: 'profiles.validation.monthInvalid',
    abort: true,
  })
  .nullish()
  .transform((value) => value || null);

const datedFields = {
  startDate: StartMonth,
  endDate: EndMonth,
  current: z.boolean().default(false),
  location: clearableText(p.textMax),
  description: clearableText(p.descriptionMax),
};

interface DatedItem {
  startDate: string;
  endDate: string | null;
  current: boolean;
}

/** The date rules of 000 §5: start not after end, and (experiences) start not in the future. */
const checkDates =
  (options: { startNotInFuture: boolean }) =>
  (item: DatedItem, ctx: z.RefinementCtx): void => {
    if (options.startNotInFuture && item.startDate > latestStartMonth()) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'profiles.validation.startInFuture' });
    }
    if (!item.current && item.endDate && item.startDate > item.endDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'profiles.validation.startAfterEnd' });
    }
  };

/** 'En cours' clears the end date (000 §5). */
const clearEndWhenCurrent = <T extends DatedItem>(item: T): T => ({
  ...item,
  endDate: item.current ? null : item.endDate,
});

/** An experience as the form sends it, on create and on edit (the whole item). */
export const ExperienceBody = z
  .object({
    companyName: requiredText('profiles.validation.companyRequired', p.titleMax),
    role: requiredText('profiles.validation.roleRequired', p.titleMax),
    ...datedFields,
  })
  .superRefine(checkDates({ startNotInFuture: true }))
  .transform(clearEndWhenCurrent);
export type ExperienceBody = z.input<typeof ExperienceBody>;

export const Experience = z.object({
  id: z.uuid(),
  companyName: z.string(),
  role: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  current: z.boolean(),
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type Experience = z.infer<typeof Experience>;
/** Newest start first (000 §7). */
export const ExperiencesResponse = z.object({ items: z.array(Experience) });
export type ExperiencesResponse = z.infer<typeof ExperiencesResponse>;

/** An education entry: institution, degree, field of study and start date required (000 §5). */
export const EducationBody = z
  .object({
    institution: requiredText('profiles.validation.institutionRequired', p.titleMax),
    degree: requiredText('profiles.validation.degreeRequired', p.titleMax),
    fieldOfStudy: requiredText('profiles.validation.fieldOfStudyRequired', p.titleMax),
    ...datedFields,
  })
  .superRefine(checkDates({ startNotInFuture: false }))
  .transform(clearEndWhenCurrent);
export type EducationBody = z.input<typeof EducationBody>;

export const Education = z.object({
  id: z.uuid(),
  institution: z.string(),
  degree: z.string(),
  fieldOfStudy: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  current: z.boolean(),
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type Education = z.infer<typeof Education>;
/** Newest start first (000 §7). */
export const EducationResponse = z.object({ items: z.array(Education) });
export type EducationResponse = z.infer<typeof EducationResponse>;

// ---------------------------------------------------------------------------------------------
// Skills (000 §5 "Skills")

export const SkillCategory = z.enum(
  ['Technical', 'Soft Skills', 'Languages', 'Tools', 'Industry Knowledge'],
  {
    error: 'profiles.validation.skillCategoryRequired',
  },
);
export type SkillCategory = z.infer<typeof SkillCategory>;
export const skillCategories = SkillCategory.options;

/** A skill: name ≤ 80, category, proficiency 1–5 (3 by default). At most 7 per category (server). */
export const SkillBody = z.object({
  name: z
    .string({ error: 'profiles.validation.skillNameRequired' })
    .trim()
    .min(1, { error: 'profiles.validation.skillNameRequired', abort: true })
    .max(p.skillNameMax, { error: 'profiles.validation.skillNameTooLong' }),
  category: SkillCategory,
  proficiency: z
    .number({ error: 'profiles.validation.proficiencyRange' })
    .int({ error: 'profiles.validation.proficiencyRange' })
    .min(p.proficiencyMin, { error: 'profiles.validation.proficiencyRange' })
    .max(p.proficiencyMax, { error: 'profiles.validation.proficiencyRange' })
    .default(p.proficiencyDefault),
});
export type SkillBody = z.input<typeof SkillBody>;

/** A stored skill; `name` may be longer than 80 for older rows (the web shows it cut, 'À éditer'). */
export const Skill = z.object({
  id: z.uuid(),
  name: z.string(),
  category: SkillCategory,
  proficiency: z.number().int(),
});
export type Skill = z.infer<typeof Skill>;
/** By category, then name (000 §7). */
export const SkillsResponse = z.object({ items: z.array(Skill) });
export type SkillsResponse = z.infer<typeof SkillsResponse>;

// ---------------------------------------------------------------------------------------------
// Portfolio (000 §5 "Portfolio")

export const PortfolioType = z.enum(['Project', 'Publication', 'Certification', 'Award', 'Other'], {
  error: 'profiles.validation.portfolioTypeRequired',
});
export type PortfolioType = z.infer<typeof PortfolioType>;
export const portfolioTypes = PortfolioType.options;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !/\s/.test(value)
    );
  } catch {
    return false;
  }
};

const OptionalUrl = (key: string) =>
  z
    .string()
    .trim()
    .max(p.websiteMax, { error: 'profiles.validation.tooLong' })
    .refine((value) => value === '' || isHttpUrl(value), { error: key })
    .nullish()
    .transform((value) => value || null);

/**
 * A portfolio item: title and type required; the link a valid http(s) URL when given. Its image is not
 * an address: the member uploads it (`uploadPortfolioImage`), so no other site sees who views the profile
 * (issue 33).
 */
export const PortfolioItemBody = z.object({
  title: requiredText('profiles.validation.portfolioTitleRequired', p.titleMax),
  type: PortfolioType,
  description: clearableText(p.descriptionMax),
  url: OptionalUrl('profiles.validation.urlInvalid'),
});
export type PortfolioItemBody = z.input<typeof PortfolioItemBody>;

export const PortfolioItem = z.object({
  id: z.uuid(),
  title: z.string(),
  type: PortfolioType,
  description: z.string().nullable(),
  url: z.string().nullable(),
  /** The uploaded image, on this site's storage: shown. */
  imageUrl: z.string().nullable(),
  /**
   * An image address on another site, given before images were uploaded (issue 33): offered as a
   * link, never loaded by the page (its host would log every viewer).
   */
  imageLink: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PortfolioItem = z.infer<typeof PortfolioItem>;
/** Newest first (000 §7). */
export const PortfolioResponse = z.object({ items: z.array(PortfolioItem) });
export type PortfolioResponse = z.infer<typeof PortfolioResponse>;

// ---------------------------------------------------------------------------------------------
// Similar profiles, contact, AI

export const SimilarProfilesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(p.similarMax).default(p.similarDefault),
});
export type SimilarProfilesQuery = z.infer<typeof SimilarProfilesQuery>;

/** "Envoyer un email" (000 §5): the message is required and not blank; the subject is optional. */
export const ContactBody = z.object({
  subject: z.string().trim().max(p.contactSubjectMax, { error: 'profiles.validation.tooLong' }).optional(),
  message: z
    .string({ error: 'profiles.validation.contactMessageRequired' })
    .trim()
    .min(1, { error: 'profiles.validation.contactMessageRequired', abort: true })
    .max(p.contactMessageMax, { error: 'profiles.validation.tooLong' }),
});
export type ContactBody = z.input<typeof ContactBody>;

export const ContactResponse = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof ContactResponse>;

/** The bio's 'Améliorer' button (improveTextWithAI, 000 §7). */
export const AiImproveBody = z.object({
  text: z
    .string({ error: 'profiles.validation.aiTextRequired' })
    .trim()
    .min(1, { error: 'profiles.validation.aiTextRequired', abort: true })
    .max(p.aiTextMax, { error: 'profiles.validation.tooLong' }),
});
export type AiImproveBody = z.input<typeof AiImproveBody>;

export const AiImproveResponse = z.object({ improvedText: z.string() });
export type AiImproveResponse = z.infer<typeof AiImproveResponse>;

/** Whether the bio's 'Améliorer' button shows: `ai_enabled` is on and an AI endpoint is configured. */
export const AiStatusResponse = z.object({ isAvailable: z.boolean() });
export type AiStatusResponse = z.infer<typeof AiStatusResponse>;

// ---------------------------------------------------------------------------------------------
// Endpoints (under `/api/v1`). Every write is on `/profiles/me…`, the actor's own profile; sub-list
// items are addressed by id under `me` (another member's id is a 404). Reads of other members are
// public, on `/profiles/:profileId…`.

const SectionParams = z.object({ section: z.string().max(100) });

export const profileEndpoints = {
  /** Members the admins feature on the landing (may be empty). */
  featured: endpoint('GET', '/profiles/featured', { response: FeaturedProfilesResponse, access: 'public' }),
  /** Active professional statuses, by label. */
  statuses: endpoint('GET', '/professional-statuses', {
    response: ProfessionalStatusesResponse,
    access: 'public',
    tag: 'profiles',
  }),
  /** The two-level category tree. */
  categories: endpoint('GET', '/professional-categories', {
    response: ProfessionalCategoriesResponse,
    access: 'public',
    tag: 'profiles',
  }),

  /** The actor's own profile; 404 when it has none yet. */
  getOwn: endpoint('GET', '/profiles/me', { response: ProfileView, access: 'member' }),
  /** The profile page's edit mode. */
  updateOwn: endpoint('PATCH', '/profiles/me', {
    body: UpdateProfileBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  savePersonal: endpoint('PATCH', '/profiles/me/sections/personal', {
    body: PersonalSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  saveProfessional: endpoint('PATCH', '/profiles/me/sections/professional', {
    body: ProfessionalSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  saveBio: endpoint('PATCH', '/profiles/me/sections/bio', {
    body: BioSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  saveCategoriesSection: endpoint('PATCH', '/profiles/me/sections/categories', {
    body: CategoriesSectionBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  /** Any other section: 404 `section_not_found` ('Section non trouvée', 000 §2.7). */
  saveUnknownSection: endpoint('PATCH', '/profiles/me/sections/:section', {
    params: SectionParams,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  /** The category picker: replaces the member's categories (0 to 7). */
  setCategories: endpoint('PUT', '/profiles/me/categories', {
    body: ProfileCategoriesBody,
    response: ProfileView,
    access: 'member',
    limit: 'edit',
  }),
  /** The cropped avatar (field `file`), re-encoded by the server. */
  uploadAvatar: endpoint('POST', '/profiles/me/avatar', {
    multipart: true,
    response: AvatarResponse,
    access: 'member',
    limit: 'service',
  }),
  /** Members the actor may want to meet (at most 8). */
  suggestions: endpoint('GET', '/profiles/suggestions', { response: ProfileCardsResponse, access: 'member' }),

  listOwnExperiences: endpoint('GET', '/profiles/me/experiences', {
    response: ExperiencesResponse,
    access: 'member',
  }),
  createExperience: endpoint('POST', '/profiles/me/experiences', {
    body: ExperienceBody,
    response: Experience,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  /** The whole item. */
  updateExperience: endpoint('PATCH', '/profiles/me/experiences/:itemId', {
    params: ItemIdParams,
    body: ExperienceBody,
    response: Experience,
    access: 'member',
    limit: 'edit',
  }),
  deleteExperience: endpoint('DELETE', '/profiles/me/experiences/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  listOwnEducation: endpoint('GET', '/profiles/me/education', {
    response: EducationResponse,
    access: 'member',
  }),
  createEducation: endpoint('POST', '/profiles/me/education', {
    body: EducationBody,
    response: Education,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  updateEducation: endpoint('PATCH', '/profiles/me/education/:itemId', {
    params: ItemIdParams,
    body: EducationBody,
    response: Education,
    access: 'member',
    limit: 'edit',
  }),
  deleteEducation: endpoint('DELETE', '/profiles/me/education/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  listOwnSkills: endpoint('GET', '/profiles/me/skills', { response: SkillsResponse, access: 'member' }),
  createSkill: endpoint('POST', '/profiles/me/skills', {
    body: SkillBody,
    response: Skill,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  updateSkill: endpoint('PATCH', '/profiles/me/skills/:itemId', {
    params: ItemIdParams,
    body: SkillBody,
    response: Skill,
    access: 'member',
    limit: 'edit',
  }),
  deleteSkill: endpoint('DELETE', '/profiles/me/skills/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  listOwnPortfolio: endpoint('GET', '/profiles/me/portfolio', {
    response: PortfolioResponse,
    access: 'member',
  }),
  createPortfolioItem: endpoint('POST', '/profiles/me/portfolio', {
    body: PortfolioItemBody,
    response: PortfolioItem,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  updatePortfolioItem: endpoint('PATCH', '/profiles/me/portfolio/:itemId', {
    params: ItemIdParams,
    body: PortfolioItemBody,
    response: PortfolioItem,
    access: 'member',
    limit: 'edit',
  }),
  deletePortfolioItem: endpoint('DELETE', '/profiles/me/portfolio/:itemId', {
    params: ItemIdParams,
    response: OkResponse,
    access: 'member',
  }),
  /**
   * The item's image (field `file`: JPG, PNG, WebP or GIF by its bytes, 5 MB), re-encoded and stored;
   * it replaces the previous one (an uploaded file goes, an older address is dropped).
   */
  uploadPortfolioImage: endpoint('PUT', '/profiles/me/portfolio/:itemId/image', {
    params: ItemIdParams,
    multipart: true,
    response: PortfolioItem,
    access: 'member',
    limit: 'service',
  }),
  /** Removes the item's image (an uploaded file, or an older address). */
  removePortfolioImage: endpoint('DELETE', '/profiles/me/portfolio/:itemId/image', {
    params: ItemIdParams,
    response: PortfolioItem,
    access: 'member',
  }),

  /** A member by username (the `/profile/:ref` page when the ref is not a UUID). */
  getByUsername: endpoint('GET', '/profiles/by-username/:username', {
    params: ProfileUsernameParams,
    response: ProfileView,
    access: 'public',
  }),
  /** A member by id; `isOwner` tells whether it is the viewer's own. */
  get: endpoint('GET', '/profiles/:profileId', {
    params: ProfileIdParams,
    response: ProfileView,
    access: 'public',
  }),
  /** findSimilarProfiles (000 §7): members close to this profile, best first. */
  similar: endpoint('GET', '/profiles/:profileId/similar', {
    params: ProfileIdParams,
    query: SimilarProfilesQuery,
    response: ProfileCardsResponse,
    access: 'public',
  }),
  /** 'Envoyer un email': the server mails the member; rate limited. */
  contact: endpoint('POST', '/profiles/:profileId/contact', {
    params: ProfileIdParams,
    body: ContactBody,
    response: ContactResponse,
    access: 'member',
    limit: 'service',
  }),
  listExperiences: endpoint('GET', '/profiles/:profileId/experiences', {
    params: ProfileIdParams,
    response: ExperiencesResponse,
    access: 'public',
  }),
  listEducation: endpoint('GET', '/profiles/:profileId/education', {
    params: ProfileIdParams,
    response: EducationResponse,
    access: 'public',
  }),
  listSkills: endpoint('GET', '/profiles/:profileId/skills', {
    params: ProfileIdParams,
    response: SkillsResponse,
    access: 'public',
  }),
  listPortfolio: endpoint('GET', '/profiles/:profileId/portfolio', {
    params: ProfileIdParams,
    response: PortfolioResponse,
    access: 'public',
  }),
};

/** Log actions of the profiles area: a new avatar, a contact mail sent from a profile. */
export const profileLogActions = ['avatar_uploaded', 'profile_contact'] as const;

/** Mails the profiles area sends: "Envoyer un email" from another member's profile. */
export const profileMailKinds = ['profile_contact'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof profileLogActions> {}
  interface MailKinds extends Registered<typeof profileMailKinds> {}
}
