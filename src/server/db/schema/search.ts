import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * A member's recent searches (issue 39 §2), kept on the server so they follow the member from one
 * device to another: one row per distinct query (`folded`: accent- and case-free), the newest first;
 * the service keeps the last few. The search index itself is not declared here: it is made of
 * generated columns (`search_vector`, `search_name`) that migration 0048 adds to each searched table,
 * so reading a row through drizzle never fetches them.
 */
export const searchRecent = pgTable(
  'search_recent',
  {
    userId: column.cascadeRef('user_id', () => profiles.id),
    folded: text('folded').notNull(),
    /** As the member typed it last. */
    query: text('query').notNull(),
    searchedAt: column.timestampTz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.folded] }),
    index('search_recent_user_time_idx').on(t.userId, t.searchedAt.desc()),
  ],
);
