import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The editorial team's ideas of articles (001 §2.6, §3 `article_ideas`): a title, a draft, an optional
 * ideal date and occasion (empty ones stored as null, §5). Newest first, optionally for one occasion.
 */
export const articleIdeas = pgTable(
  'article_ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    draft: text('draft').notNull().default(''),
    idealDate: date('ideal_date', { mode: 'string' }),
    occasion: text('occasion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('article_ideas_created_idx').on(t.createdAt, t.id),
    index('article_ideas_occasion_idx').on(t.occasion, t.createdAt, t.id),
  ],
);
