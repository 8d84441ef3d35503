import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blogCategories } from './blog';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * An event (002 §3, plan 002 B3). One source per fact: `date` is `start_date`, `capacity` is
 * `max_participants` (null: unlimited), `category` the first of its categories (`event_categories`);
 * the place columns come from the offline city picker, `location` is derived from them ("En ligne" for
 * an online event). `participant_count` and `waiting_count` change only under the row's lock, in the
 * transaction that inserts or deletes the participant rows, so they never drift and never pass the
 * capacity (the check constraint backs it).
 */
export const events = pgTable(
  'events',
  {
    id: column.primaryId(),
    title: text('title').notNull(),
    description: text('description'),
    startDate: column.timestampTz('start_date').notNull(),
    endDate: column.timestampTz('end_date').notNull(),
    type: text('type').notNull(),
    /** The street and number, free text. */
    adresse: text('adresse'),
    ...column.cityPlace(),
    location: text('location').notNull(),
    onlineUrl: text('online_url'),
    coverImageUrl: text('cover_image_url'),
    /** The stored cover's bytes (its creator's storage quota, issue 32 §5). */
    coverBytes: integer('cover_bytes'),
    organizer: text('organizer'),
    organizerEmail: text('organizer_email'),
    organizerPhone: text('organizer_phone'),
    maxParticipants: integer('max_participants'),
    language: text('language'),
    price: text('price'),
    tags: column.tagList(),
    accessibility: text('accessibility'),
    cancellationPolicy: text('cancellation_policy'),
    website: text('website'),
    creatorId: column.cascadeRef('creator_id', () => profiles.id),
    participantCount: column.counter('participant_count'),
    waitingCount: column.counter('waiting_count'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The list by start (upcoming forwards, past backwards); an event lasts 31 days at most, so "not
    // ended yet" is a bounded range of this index.
    index('events_start_idx').on(t.startDate, t.id),
    index('events_country_start_idx').on(t.countryCode, t.startDate, t.id),
    index('events_creator_idx').on(t.creatorId, t.createdAt),
    check('events_type_check', sql`${t.type} in ('presentiel', 'en_ligne', 'hybride')`),
    check(
      'events_dates_check',
      sql`${t.endDate} >= ${t.startDate} and ${t.endDate} <= ${t.startDate} + interval '31 days'`,
    ),
    check(
      'events_capacity_check',
      sql`${t.maxParticipants} is null or (${t.maxParticipants} >= 1 and ${t.participantCount} <= ${t.maxParticipants})`,
    ),
    check('events_counts_check', sql`${t.participantCount} >= 0 and ${t.waitingCount} >= 0`),
  ],
);

/** An event's categories (002 §3 `categories`, at most 4): the blog's categories (plan 002 B3). */
export const eventCategories = pgTable(
  'event_categories',
  {
    eventId: column.cascadeRef('event_id', () => events.id),
    categoryId: column.cascadeRef('category_id', () => blogCategories.id),
    position: column.counter('position'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.categoryId] }),
    index('event_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * A member's place at an event (002 §3 `event_participants`): `registered` (a seat) or `waiting` (the
 * waiting list, first come first in by `created_at`). One row per member and event.
 * `reminder_sent_at` records the day-before reminder, so it never goes twice.
 */
export const eventParticipants = pgTable(
  'event_participants',
  {
    id: column.primaryId(),
    eventId: column.cascadeRef('event_id', () => events.id),
    profileId: column.cascadeRef('profile_id', () => profiles.id),
    status: text('status').notNull().default('registered'),
    createdAt: column.createdAt(),
    /** When a waiting member got a seat. */
    promotedAt: column.timestampTz('promoted_at'),
    reminderSentAt: column.timestampTz('reminder_sent_at'),
  },
  (t) => [
    uniqueIndex('event_participants_pair_idx').on(t.eventId, t.profileId),
    // The participants and the waiting list, in order (keyset), and the next one to promote.
    index('event_participants_list_idx').on(t.eventId, t.status, t.createdAt, t.id),
    index('event_participants_profile_idx').on(t.profileId),
    check('event_participants_status_check', sql`${t.status} in ('registered', 'waiting')`),
  ],
);

/** A comment on an event (002 §3 `event_comments`), oldest first. */
export const eventComments = pgTable(
  'event_comments',
  {
    id: column.primaryId(),
    eventId: column.cascadeRef('event_id', () => events.id),
    authorId: column.cascadeRef('author_id', () => profiles.id),
    content: text('content').notNull(),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('event_comments_event_idx').on(t.eventId, t.createdAt, t.id),
    index('event_comments_author_idx').on(t.authorId),
  ],
);
