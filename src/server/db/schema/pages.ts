import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/** Static pages at /page/{slug} (001 §3); `contenu_html` is sanitized before storage. */
export const staticPages = pgTable('static_pages', {
  id: column.primaryId(),
  titre: text('titre').notNull(),
  slug: text('slug').notNull().unique(),
  contenuHtml: text('contenu_html').notNull(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  published: boolean('published').notNull().default(true),
  createdAt: column.createdAt(),
  updatedAt: column.updatedAt(),
});

/** Footer social icons (000 §3, 001 §3). */
export const socialLinks = pgTable('social_links', {
  id: column.primaryId(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  icon: text('icon'),
  order: column.counter('order'),
});

/**
 * The FAQ (001 §2.5, §3; 002 /faq): questions in the admins' `order`, each answer rich text sanitised
 * before storage (decision 14).
 */
export const faq = pgTable(
  'faq',
  {
    id: column.primaryId(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    order: column.counter('order'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [index('faq_order_idx').on(t.order, t.createdAt, t.id)],
);

/**
 * Messages of the /contact form (002 §3 `contact_messages`): kept as sent, delivered by mail to the
 * admin addresses with a copy to the sender. `user_id` when a member sent it. The admin inbox (issue 38)
 * follows each one: `status` new → read → answered, or archived (`contactMessageStatuses`).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: column.primaryId(),
    userId: column.setNullRef('user_id', () => profiles.id),
    email: text('email').notNull(),
    domain: text('domain').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_status_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_user_idx').on(t.userId),
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'answered', 'archived')`),
  ],
);
