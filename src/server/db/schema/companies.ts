import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { professionalCategories } from './profiles';

/**
 * The companies directory (002 §3 `african_companies`). The place comes from the offline city list:
 * `ville`, `pays`, `country_code`, `adresse_complete` and the city's coordinates; `adresse` and
 * `code_postal` are free text. `categorie_google` is a legacy field kept for imports (no editor). The
 * folded `search_text` (name and acronym) and its trigram index are hand-written at the end of the
 * area's migration.
 */
export const companies = pgTable(
  'african_companies',
  {
    id: column.primaryId(),
    nom: text('nom').notNull(),
    sigle: text('sigle'),
    taille: text('taille'),
    effectif: integer('effectif'),
    siteWeb: text('site_web'),
    email: text('email'),
    telephone: text('telephone'),
    fax: text('fax'),
    adresse: text('adresse'),
    adresseComplete: text('adresse_complete'),
    ...column.cityPlace(),
    linkedin: text('linkedin'),
    description: text('description'),
    logoUrl: text('logo_url'),
    active: boolean('active').notNull().default(true),
    /** The company's contact turned off the company_inactive reminders (their mail's one-click link). */
    remindersOffAt: column.timestampTz('reminders_off_at'),
    categorieGoogle: text('categorie_google'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The directory reads active companies by name; the filters narrow it by country or size.
    index('african_companies_active_name_idx').on(t.nom, t.id).where(sql`${t.active}`),
    index('african_companies_country_name_idx').on(t.countryCode, t.nom, t.id).where(sql`${t.active}`),
    index('african_companies_size_name_idx').on(t.taille, t.nom, t.id).where(sql`${t.active}`),
    index('african_companies_all_name_idx').on(t.nom, t.id),
  ],
);

/** A company's professional categories, 7 at most (002 §9). */
export const companyProfessionalCategories = pgTable(
  'company_professional_categories',
  {
    companyId: column.cascadeRef('company_id', () => companies.id),
    professionalCategoryId: column.cascadeRef('professional_category_id', () => professionalCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.professionalCategoryId] }),
    index('company_professional_categories_category_idx').on(t.professionalCategoryId, t.companyId),
  ],
);

/** One access to the directory as the anti-scraping rules remember it. */
export interface DirectoryAccessEntry {
  /** The list page read; 0 for a company page or the job form's picker. */
  page: number;
  /** Milliseconds since the epoch. */
  at: number;
  /** A list read on another page than the list read before it (a page move). */
  move?: boolean;
}

/**
 * The viewing limits of the directory (002 §4, §9), per subject: `user:{id}` and `ip:{address}`, both
 * checked on every read so that a fresh cookie jar changes nothing. A window ends after an hour without
 * a read (or 24 hours in all); rows of ended windows are removed by the clean-up job.
 */
export const companyDirectoryAccess = pgTable(
  'company_directory_access',
  {
    subject: text('subject').primaryKey(),
    windowStartedAt: column.timestampTz('window_started_at').notNull(),
    lastSeenAt: column.timestampTz('last_seen_at').notNull(),
    /** The distinct list pages read in the window ("page|filters"). */
    pages: jsonb('pages').$type<string[]>().notNull().default([]),
    rateRemaining: integer('rate_remaining').notNull(),
    /** The last 20 accesses. */
    history: jsonb('history').$type<DirectoryAccessEntry[]>().notNull().default([]),
    blockedUntil: column.timestampTz('blocked_until'),
    blockReason: text('block_reason'),
  },
  (t) => [index('company_directory_access_last_seen_idx').on(t.lastSeenAt)],
);
