import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import * as column from './columns';

/**
 * The landing's figures (000 §1, 001 §2.10, §3 `homepage_stats`). Each is either `manual` (the team's
 * `value`) or `live` (counted from the database by its `source`, a key of the server's live-source
 * registry; `value` is then unused). `position` is the order on the landing. A figure whose value is 0
 * is not shown, so a fresh install never claims what it does not have.
 */
export const homepageStats = pgTable(
  'homepage_stats',
  {
    id: serial('id').primaryKey(),
    value: column.counter('value'),
    label: text('label').notNull(),
    description: text('description'),
    mode: text('mode').notNull().default('manual'),
    source: text('source'),
    position: column.counter('position'),
  },
  (t) => [
    check('homepage_stats_value_check', sql`${t.value} >= 0`),
    check('homepage_stats_mode_check', sql`${t.mode} in ('manual', 'live')`),
    check('homepage_stats_source_check', sql`${t.mode} = 'manual' or ${t.source} is not null`),
  ],
);
