import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
/**
 * The blog area's contract. Its categories come first: events use them too (plans/002). The spec's
 * data already holds its notification types (000 §3), declared here and listed by the blog module.
 */
export const blogNotificationTypes = ['blog_comment', 'blog_like', 'blog_share'] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof blogNotificationTypes> {}
}

export const BlogCategory = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogCategoriesResponse = z.object({ items: z.array(BlogCategory) });
export type BlogCategoriesResponse = z.infer<typeof BlogCategoriesResponse>;

export const blogCategoryEndpoints = {
  /** Every category by name (a few dozen: one list), for the blog's and the events' forms and filters. */
  list: endpoint('GET', '/blog-categories', { response: BlogCategoriesResponse, access: 'public' }),
};
