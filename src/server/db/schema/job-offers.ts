import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { companies } from './companies';
import { profiles } from './profiles';

/**
 * Job offers (002 §3 `job_offers`). `description` is the author's markdown and `description_html` its
 * sanitised rendering, made on every save (the web shows only the latter). `expires_at` is the last
 * day the offer is listed (a calendar day, UTC). `location` reads "Ville, Pays"; `country_code` is derived
 * from it on the server. The folded `search_text` (title, company, place) and `search_place` columns
 * and their trigram indexes are hand-written at the end of the area's migration.
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** The directory's company, when the author picked one (its card links to it); the name stays. */
    companyId: column.setNullRef('company_id', () => companies.id),
    location: text('location').notNull(),
    countryCode: text('country_code'),
    type: text('type').notNull(),
    salary: text('salary'),
    description: text('description').notNull(),
    descriptionHtml: text('description_html').notNull(),
    logoUrl: text('logo_url'),
    /** The stored logo's bytes (its author's storage quota, issue 32 §5). */
    logoBytes: integer('logo_bytes'),
    website: text('website'),
    contact: text('contact').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    expiresAt: date('expires_at', { mode: 'string' }),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The list: listed offers newest first (ascending, read backwards: see feed.ts), the expiry checked
    // on each row of the walk; the partial index holds only active offers.
    index('job_offers_listed_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    index('job_offers_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('job_offers_type_created_idx').on(t.type, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('job_offers_country_created_idx').on(t.countryCode, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('job_offers_expires_idx').on(t.expiresAt),
    index('job_offers_company_idx').on(t.companyId),
    check(
      'job_offers_type_check',
      sql`${t.type} in ('CDI', 'CDD', 'Stage', 'Freelance', 'Alternance', 'Volontaire')`,
    ),
  ],
);

/**
 * A member's saved job search (issue 19 "Alerts"): the list's filters, mailed once a day with the offers
 * published since `last_sent_at` (created then for a new alert). The mail's unsubscribe link carries a
 * signature of the alert's id, so it works without signing in.
 */
export const jobSearchAlerts = pgTable(
  'job_search_alerts',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    q: text('q'),
    type: text('type'),
    location: text('location'),
    company: text('company'),
    lastSentAt: column.timestampTz('last_sent_at').notNull().defaultNow(),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('job_search_alerts_user_idx').on(t.userId, t.createdAt),
    index('job_search_alerts_last_sent_idx').on(t.lastSentAt),
  ],
);
