import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The blog's categories (001 §3), also the events' categories (002 §3, plans/002 decision: one table,
 * created before either area). A French reference list is seeded once (`blog-categories`); the team
 * manages it from the back office.
 */
export const blogCategories = pgTable('blog_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
