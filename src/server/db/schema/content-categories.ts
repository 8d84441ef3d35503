import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from './columns';

/**
 * The kinds of content an article is (001 §2.8, §3 `content_categories`: « Analyse », « Portrait »…),
 * beside the blog's subject categories (`blog_categories`); both are managed on one screen (decision
 * 15). A name once, whatever its case.
 */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: column.primaryId(),
    name: text('name').notNull(),
    createdAt: column.createdAt(),
  },
  (t) => [uniqueIndex('content_categories_name_key').on(sql`lower(${t.name})`)],
);
