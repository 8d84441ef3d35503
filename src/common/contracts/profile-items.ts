import { z } from 'zod';
import { limits } from '../limits';
import { clearableText, requiredText } from './profile-fields';

/*
 * The lists of a member's profile (000 §5): experiences, education, skills and portfolio items, with
 * their month-year dates. Messages are catalog keys (`profiles.validation.*`), as in `profiles.ts`.
 */

const p = limits.profile;

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

// The values first, the schema from them: screens read the list before zod has loaded (web lib/lazy-schema.ts).
export const skillCategories = [
  'Technical',
  'Soft Skills',
  'Languages',
  'Tools',
  'Industry Knowledge',
] as const;
export const SkillCategory = z.enum(skillCategories, { error: 'profiles.validation.skillCategoryRequired' });
export type SkillCategory = z.infer<typeof SkillCategory>;

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

export const portfolioTypes = ['Project', 'Publication', 'Certification', 'Award', 'Other'] as const;
export const PortfolioType = z.enum(portfolioTypes, { error: 'profiles.validation.portfolioTypeRequired' });
export type PortfolioType = z.infer<typeof PortfolioType>;

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
