import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from './columns';

/**
 * The editorial team's ideas of articles (001 §2.6, §3 `article_ideas`): a title, a draft, an optional
 * ideal date and occasion (empty ones stored as null, §5). Newest first, optionally for one occasion.
 */
export const articleIdeas = pgTable(
  'article_ideas',
  {
    id: column.primaryId(),
    title: text('title').notNull(),
    draft: text('draft').notNull().default(''),
    idealDate: date('ideal_date', { mode: 'string' }),
    occasion: text('occasion'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('article_ideas_created_idx').on(t.createdAt, t.id),
    index('article_ideas_occasion_idx').on(t.occasion, t.createdAt, t.id),
  ],
);
