import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import * as column from './columns';

/** A place as the address autocomplete gives it (000 §3 "Address prediction"); lat/lon for the map. */
export interface ProfileLocation {
  ville: string;
  pays: string;
  country_code: string;
  adresse_complete: string;
  lat?: number;
  lon?: number;
}

/** The professional status a member picks (000 §3); seeded in French, active ones listed by label. */
export const professionalStatuses = pgTable(
  'professional_statuses',
  {
    id: column.primaryId(),
    label: text('label').notNull().unique(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: column.createdAt(),
  },
  (t) => [index('professional_statuses_active_idx').on(t.isActive, t.label)],
);

/** One row per account, same id. `role` is the single source of truth for app roles. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull().unique(),
    fullName: text('full_name'),
    title: text('title'),
    company: text('company'),
    location: jsonb('location').$type<ProfileLocation>(),
    countryCode: text('country_code'),
    bio: text('bio'),
    website: text('website'),
    avatarUrl: text('avatar_url'),
    /** The stored avatar's bytes (the member's storage quota, issue 32 §5); null without one. */
    avatarBytes: integer('avatar_bytes'),
    avatarNeedsRecrop: boolean('avatar_needs_recrop').notNull().default(false),
    professionalStatusId: uuid('professional_status_id').references(() => professionalStatuses.id, {
      onDelete: 'set null',
    }),
    isMentor: boolean('is_mentor').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isOpenToWork: boolean('is_open_to_work').notNull().default(false),
    isComplete: boolean('is_complete').notNull().default(false),
    role: text('role').notNull().default('user'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    /**
     * The member asked for their account's deletion (issue 38 §3): hidden from everyone at once, as a
     * deleted member would be, during the grace period; back when they sign in again (which cancels it).
     */
    isLeaving: boolean('is_leaving').notNull().default(false),
    email: text('email').notNull(),
    /** Set each time a session opens (password or magic link); null: never signed in (001 §3, X9). */
    lastSignInAt: column.timestampTz('last_sign_in_at'),
    /**
     * When the member was last seen browsing signed in (the page-view beacon, written at most every 15
     * minutes): with `last_sign_in_at`, the statistics' active sessions (001 §9).
     */
    lastActiveAt: column.timestampTz('last_active_at'),
    /**
     * Set by a business rule's final action (plans/001 decision 7): the member was reminded and never
     * acted; reminders stop. Nothing is deleted.
     */
    markedInactiveAt: column.timestampTz('marked_inactive_at'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('profiles_role_idx').on(t.role),
    index('profiles_created_at_idx').on(t.createdAt, t.id),
    index('profiles_featured_idx').on(t.isFeatured).where(sql`${t.isFeatured}`),
    index('profiles_email_idx').on(t.email),
    index('profiles_professional_status_idx').on(t.professionalStatusId),
    index('profiles_country_code_idx').on(t.countryCode),
    // The mentors directory's country filter: the listed mentors of a country, read from the index alone.
    // The predicate is platform/person.ts's shownToOthers (not blocked, suspended or leaving).
    index('profiles_mentor_country_idx')
      .on(t.countryCode, t.id)
      .where(sql`${t.isMentor} and not ${t.isBlocked} and not ${t.isSuspended} and not ${t.isLeaving}`),
    // The back office's sorts (/admin/users): last sign-in (never last), name.
    index('profiles_last_sign_in_idx').on(t.lastSignInAt.desc().nullsLast(), t.id.desc()),
    index('profiles_last_active_idx').on(t.lastActiveAt),
    index('profiles_name_sort_idx').on(sql`sankofa_fold(${t.fullName})`, t.id),
    // The status filters: few members each, so their pages never scan the whole table.
    index('profiles_suspended_idx').on(t.createdAt, t.id).where(sql`${t.isSuspended}`),
    index('profiles_blocked_idx').on(t.createdAt, t.id).where(sql`${t.isBlocked}`),
    index('profiles_certified_idx').on(t.createdAt, t.id).where(sql`${t.isCertified}`),
    // The members hidden from others (platform/person.ts writtenByShown): few, read once per list.
    index('profiles_hidden_idx').on(t.id).where(sql`${t.isBlocked} or ${t.isSuspended} or ${t.isLeaving}`),
  ],
);

/** Two levels (000 §3): a sector (no parent) and its specialities. Names are unique within a parent. */
export const professionalCategories = pgTable(
  'professional_categories',
  {
    id: column.primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id').references((): AnyPgColumn => professionalCategories.id, {
      onDelete: 'cascade',
    }),
    createdAt: column.createdAt(),
  },
  (t) => [
    unique('professional_categories_parent_name_key').on(t.parentId, t.name).nullsNotDistinct(),
    index('professional_categories_parent_idx').on(t.parentId),
  ],
);

/** The categories a member chose: at most 7, enforced by the service in a transaction (000 §5). */
export const profileProfessionalCategories = pgTable(
  'profile_professional_categories',
  {
    profileId: column.cascadeRef('profile_id', () => profiles.id),
    categoryId: column.cascadeRef('category_id', () => professionalCategories.id),
    createdAt: column.createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.categoryId] }),
    index('profile_professional_categories_category_idx').on(t.categoryId),
  ],
);

/** The key and owner of a row of a profile's sections (experience, education, skills…). */
const profileItem = () => ({
  id: column.primaryId(),
  profileId: column.cascadeRef('profile_id', () => profiles.id),
});

/** The dates, place and text of an experience or a course, then the row's timestamps. */
const period = () => ({
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  current: boolean('current').notNull().default(false),
  location: text('location'),
  description: text('description'),
  createdAt: column.createdAt(),
  updatedAt: column.updatedAt(),
});

/** Month-year dates are stored as the first of the month (000 §5 "Experience"). */
export const experiences = pgTable(
  'experiences',
  {
    ...profileItem(),
    companyName: text('company_name').notNull(),
    role: text('role').notNull(),
    ...period(),
  },
  (t) => [index('experiences_profile_start_idx').on(t.profileId, t.startDate)],
);

export const education = pgTable(
  'education',
  {
    ...profileItem(),
    institution: text('institution').notNull(),
    degree: text('degree').notNull(),
    fieldOfStudy: text('field_of_study').notNull(),
    ...period(),
  },
  (t) => [index('education_profile_start_idx').on(t.profileId, t.startDate)],
);

/** Skills: category one of the five of 000 §5, proficiency 1 to 5; at most 7 per category (service). */
export const skills = pgTable(
  'skills',
  {
    ...profileItem(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    proficiency: integer('proficiency').notNull().default(3),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('skills_profile_category_idx').on(t.profileId, t.category, t.name),
    // Similar profiles match skills by name, case-insensitively.
    index('skills_name_idx').on(sql`lower(${t.name})`),
    check('skills_proficiency_check', sql`${t.proficiency} between 1 and 5`),
  ],
);

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    ...profileItem(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    url: text('url'),
    imageUrl: text('image_url'),
    /** The stored image's bytes (the member's storage quota). */
    imageBytes: integer('image_bytes'),
    createdAt: column.createdAt(),
  },
  (t) => [index('portfolio_items_profile_created_idx').on(t.profileId, t.createdAt)],
);
