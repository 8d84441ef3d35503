import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { blogPosts } from './blog';
import * as column from './columns';

/*
 * The statistics dashboard's tables (001 §2.9, §3 "Statistics sources", plan 001 decision 8, issue 21).
 * Days are UTC dates. Nothing here names a visitor or a member: page views are counts per path
 * template and day, engagement is summed per day.
 */

/**
 * Daily roll-ups of counts made from the content tables (`metric`: signups, posts, group_posts,
 * articles, comments, events, job_offers, groups, companies, projects, tenders), written by the
 * `stats-roll-up` job for every day before today; today is counted live. A run rewrites every closed
 * day, so it is idempotent and a deletion is reflected by the next run.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day] }), check('stats_daily_value_check', sql`${t.value} >= 0`)],
);

/**
 * First-party page views (decision 8): one row per UTC day and route template (`/blog/:slug`, never the
 * address itself), counted by the web router's beacon.
 */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: column.counter('views'),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Views of a blog article per day (§3 `post_views`, aggregated: no row per reader). */
export const postViews = pgTable(
  'post_views',
  {
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: column.counter('views'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index('post_views_day_idx').on(t.day, t.postId)],
);

/**
 * Signed-in members' engagement per day (§3 `user_engagement`, aggregated): visits begun, seconds spent
 * and pages viewed. The average session is `session_duration / sessions`.
 */
export const userEngagement = pgTable('user_engagement', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sessions: column.counter('sessions'),
  sessionDuration: bigint('session_duration', { mode: 'number' }).notNull().default(0),
  pagesViewed: column.counter('pages_viewed'),
});

/**
 * The leading authors of each preset period's closed days (`week`, `month`, `quarter`), written by the
 * `stats-roll-up` job with the days: `authors` holds the first `statsLimits.topAuthorsKept` by
 * publications over `[from_day, through_day]` (`[{ id, n }]`, most first, ties by id), `floor` the count
 * of the next one (0 when every author of those days is kept). The dashboard adds today's publications
 * to them and reads the period live whenever the kept list cannot decide the top (stats.service).
 */
export const statsTopAuthors = pgTable(
  'stats_top_authors',
  {
    preset: text('preset').primaryKey(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    throughDay: date('through_day', { mode: 'string' }).notNull(),
    floor: integer('floor').notNull(),
    authors: jsonb('authors').$type<{ id: string; n: number }[]>().notNull(),
  },
  (t) => [check('stats_top_authors_floor_check', sql`${t.floor} >= 0`)],
);
