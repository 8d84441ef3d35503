import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The kinds of content an article is (001 §2.8, §3 `content_categories`: « Analyse », « Portrait »…),
 * beside the blog's subject categories (`blog_categories`); both are managed on one screen (decision
 * 15). A name once, whatever its case.
 */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_categories_name_key').on(sql`lower(${t.name})`)],
);
