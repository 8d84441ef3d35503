import { z } from 'zod';
import type { blogNotificationTypes } from '../../../common/contracts/blog';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../notifications/notification-types';
import { blogRoutes } from './blog.routes';
import { type BlogCategoryService, createBlogCategoryService } from './blog-category.service';

declare module '../../area' {
  interface AreaServices {
    blogCategories: BlogCategoryService;
  }
}

const articleData = {
  author_name: z.string(),
  post_title: z.string(),
  // A slug only, so stored data never builds another URL.
  post_slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/),
};

const articleOf = ({ post_slug }: { post_slug?: string }) => (post_slug ? `/blog/${post_slug}` : '/blog');

/**
 * The blog. Its categories (also the events') are served; its pages are not built yet. The spec's data
 * already holds its notification types, which the bell lists and admins can edit, so they are declared here.
 */
export const blogModule = defineArea({
  name: 'blog',
  build: ({ db, settings }) => ({ blogCategories: createBlogCategoryService(db, { settings }) }),
  routes: ({ blogCategories }) => [mount(blogRoutes, { prefix: '/api/v1', blogCategories })],
  notifications: {
    blog_comment: defineNotification({
      data: articleData,
      link: articleOf,
      emailByDefault: false,
      template: {
        title: 'Nouveau commentaire',
        body: '{author_name} a commenté votre article « {post_title} ».',
      },
    }),
    blog_like: defineNotification({
      data: articleData,
      link: articleOf,
      emailByDefault: false,
      template: { title: "Nouveau j'aime", body: '{author_name} a aimé votre article « {post_title} ».' },
    }),
    blog_share: defineNotification({
      data: articleData,
      link: articleOf,
      emailByDefault: false,
      template: {
        title: 'Article partagé',
        body: '{author_name} a partagé votre article « {post_title} ».',
      },
    }),
  } satisfies Record<(typeof blogNotificationTypes)[number], NotificationSpec>,
});
