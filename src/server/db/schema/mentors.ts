import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * A member's mentor record (002 §3 "Mentor record", plan 002 B1 and decision 14): one per member,
 * made by `/mentors/become`. `is_active` false once they stop (the record stays for its requests and
 * reviews); `profiles.is_mentor` follows it. `active_mentees` counts the accepted, not ended, requests:
 * changed only under the row's lock, so accepts never pass `capacity`.
 */
export const mentors = pgTable(
  'mentors',
  {
    id: column.primaryId(),
    profileId: uuid('profile_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull(),
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** Open to new mentees (the availability dot), plus free-text slots. */
    isAvailable: boolean('is_available').notNull().default(true),
    slots: text('slots'),
    /** Euros per session; null is free. */
    tariff: numeric('tariff', { precision: 10, scale: 2 }),
    capacity: integer('capacity').notNull(),
    activeMentees: column.counter('active_mentees'),
    /** Reviews, kept with each review's insert (the directory's count and stars). */
    reviewCount: column.counter('review_count'),
    ratingSum: column.counter('rating_sum'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The directory: active mentors newest first (read backwards).
    index('mentors_listed_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    // The directory's filters on the member (country, name) join the few profiles they keep to this
    // narrow index, read alone, instead of every mentor row (10k mentors: 3 ms a page).
    index('mentors_listed_profile_idx').on(t.profileId, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('mentors_domains_idx').using('gin', t.domains),
    check('mentors_capacity_check', sql`${t.capacity} between 1 and 50`),
    check(
      'mentors_active_mentees_check',
      sql`${t.activeMentees} >= 0 and ${t.activeMentees} <= ${t.capacity}`,
    ),
    check('mentors_tariff_check', sql`${t.tariff} is null or ${t.tariff} >= 0`),
  ],
);

/**
 * A mentorship request (002 §3 `mentorship_requests`): pending → accepted / declined / cancelled (the
 * mentee withdrew); accepted → ended (either side). One open request (pending or accepted) per pair.
 */
export const mentorshipRequests = pgTable(
  'mentorship_requests',
  {
    id: column.primaryId(),
    mentorId: column.cascadeRef('mentor_id', () => mentors.id),
    menteeId: column.cascadeRef('mentee_id', () => profiles.id),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
    respondedAt: column.timestampTz('responded_at'),
    endedAt: column.timestampTz('ended_at'),
  },
  (t) => [
    uniqueIndex('mentorship_requests_open_pair_idx')
      .on(t.mentorId, t.menteeId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('mentorship_requests_mentor_created_idx').on(t.mentorId, t.createdAt, t.id),
    index('mentorship_requests_mentee_created_idx').on(t.menteeId, t.createdAt, t.id),
    check(
      'mentorship_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled', 'ended')`,
    ),
  ],
);

/** A mentee's review of an accepted mentorship (plan 002 decision 14): one per mentorship. */
export const mentorReviews = pgTable(
  'mentor_reviews',
  {
    id: column.primaryId(),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => mentorshipRequests.id, { onDelete: 'cascade' }),
    mentorId: column.cascadeRef('mentor_id', () => mentors.id),
    authorId: column.cascadeRef('author_id', () => profiles.id),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('mentor_reviews_mentor_created_idx').on(t.mentorId, t.createdAt, t.id),
    index('mentor_reviews_author_idx').on(t.authorId),
    check('mentor_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
