import { z } from 'zod';
import { blogAbilities, blogLogActions, type blogNotificationTypes } from '../../../common/contracts/blog';
import { slugMax } from '../../../common/slug';
import { defineArea, mount } from '../../area';
import { blogPosts as blogPostsTable } from '../../db/schema';
import { filesIn } from '../../platform/member-data';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { followedLinksJob } from '../../platform/rich-html-backfill';
import type { AreaBuckets, BucketsOf } from '../../plugins/storage';
import { blogFeedRoutes, blogRoutes } from './blog.routes';
import { type BlogCategoryService, createBlogCategoryService } from './blog-category.service';
import { type BlogImageService, createBlogImageService, isBlogImageUrl } from './blog-image.service';
import { type BlogCommentService, createBlogCommentService } from './comment.service';
import { uploadKeysOf } from './post.repository';
import { type BlogPostService, createBlogPostService } from './post.service';
import { type BlogReactionService, createBlogReactionService } from './post-reaction.service';
import { type BlogShareService, createBlogShareService } from './post-share.service';

declare module '../../area' {
  interface AreaServices {
    blogCategories: BlogCategoryService;
    blogPosts: BlogPostService;
    blogShare: BlogShareService;
    blogImages: BlogImageService;
    blogReactions: BlogReactionService;
    blogComments: BlogCommentService;
  }
}

/** The articles' images, public with the articles. */
const blogBuckets = { 'blog-images': 'public' } as const satisfies AreaBuckets;
declare module '../../plugins/storage' {
  interface Buckets extends BucketsOf<typeof blogBuckets> {}
}

const articleData = {
  author_name: z.string(),
  post_title: z.string(),
  // A slug only, so stored data never builds another URL.
  post_slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/),
};

/** What is said of a comment: its article, and the comment (its removal withdraws what named it). */
const commentData = { ...articleData, comment_id: z.guid() };

const articleOf = itemLink('/blog', 'post_slug');
const slugPattern = new RegExp(`^/blog/([a-z0-9][a-z0-9-]{0,${slugMax - 1}})$`);

/**
 * The blog (001 §2.19): articles, their comments, likes and saves, images, reports of comments (the
 * moderation queue that lists them is features/privacy's), the share preview of an article, the RSS feed, and the upload sweep.
 */
export const blogModule = defineArea({
  name: 'blog',
  memberData: {
    tables: {
      blog_posts: { label: 'Articles de blog' },
      blog_comments: { label: 'Commentaires sur le blog', deletedFlag: 'is_deleted' },
      blog_post_likes: { label: 'Articles aimés' },
      blog_comment_likes: { label: 'Commentaires de blog aimés' },
      blog_favorites: { label: 'Articles favoris' },
      blog_uploads: { label: 'Images envoyées pour le blog' },
    },
    files: async (db, _storage, userId) => filesIn('blog-images', await uploadKeysOf(db, userId)),
  },
  buckets: blogBuckets,
  build: (deps) => {
    const { db, config } = deps;
    const blogCategories = createBlogCategoryService(db, deps);
    const blogImages = createBlogImageService({ ...deps, storageQuotaBytes: config.storageQuotaBytes });
    const blogPosts = createBlogPostService({ ...deps, categories: blogCategories, images: blogImages });
    // `posts` here is the blog's articles (the feed's `posts` is another service).
    const blogReactions = createBlogReactionService({ ...deps, posts: blogPosts });
    const blogComments = createBlogCommentService({ ...deps, posts: blogPosts });
    const blogShare = createBlogShareService(db);
    return { blogCategories, blogPosts, blogShare, blogImages, blogReactions, blogComments };
  },
  // The blog's routes take its services and the reports' by name (blog.routes.ts).
  routes: (services) => [
    mount(blogRoutes, { prefix: '/api/v1', ...services }),
    mount(blogFeedRoutes, {
      prefix: '',
      blogShare: services.blogShare,
      settings: services.settings,
      publicUrl: services.config.publicUrl,
    }),
  ],
  jobs: [
    // Articles stored before links to other sites got rel="nofollow" (stop 62), cleaned again.
    followedLinksJob('blog-links-nofollow', {
      table: blogPostsTable,
      id: blogPostsTable.id,
      html: blogPostsTable.content,
      options: { imageSource: isBlogImageUrl },
    }),
    {
      // Images uploaded for an article that was never saved (or that no article shows any more).
      name: 'blog-uploads-clean-up',
      schedule: '17 * * * *',
      run: async ({ blogImages }, now) => {
        await blogImages.sweepUploads(now);
      },
    },
  ],
  shareMeta: [
    {
      path: slugPattern,
      meta: async ({ blogShare, settings }, { params: [slug] }) =>
        slug && slug !== 'new' && slug !== 'rss.xml'
          ? blogShare.shareMeta(slug, await settings.siteName())
          : undefined,
    },
  ],
  notifications: {
    blog_comment: defineNotification({
      causer: 'member',
      data: commentData,
      link: articleOf,
      emailByDefault: false,
      template: {
        title: 'Nouveau commentaire',
        body: '{author_name} a commenté votre article « {post_title} ».',
      },
    }),
    blog_like: defineNotification({
      causer: 'member',
      onceUnread: true,
      data: articleData,
      link: articleOf,
      emailByDefault: false,
      template: { title: "Nouveau j'aime", body: '{author_name} a aimé votre article « {post_title} ».' },
    }),
    blog_share: defineNotification({
      causer: 'member',
      data: articleData,
      link: articleOf,
      emailByDefault: false,
      template: {
        title: 'Article partagé',
        body: '{author_name} a partagé votre article « {post_title} ».',
      },
    }),
    blog_reply: defineNotification({
      causer: 'member',
      data: commentData,
      link: articleOf,
      emailByDefault: false,
      template: {
        title: 'Nouvelle réponse',
        body: '{author_name} a répondu à votre commentaire sur « {post_title} ».',
      },
    }),
    blog_comment_like: defineNotification({
      causer: 'member',
      onceUnread: true,
      data: commentData,
      link: articleOf,
      emailByDefault: false,
      template: {
        title: "Nouveau j'aime",
        body: '{author_name} a aimé votre commentaire sur « {post_title} ».',
      },
    }),
    // To the admins: a member published an article (001 §3 admin e-mails, blog_created).
    blog_created: defineNotification({
      causer: 'member',
      data: articleData,
      link: articleOf,
      emailByDefault: true,
      template: { title: 'Nouvel article', body: '{author_name} a publié « {post_title} ».' },
    }),
  } satisfies Record<(typeof blogNotificationTypes)[number], NotificationSpec>,
  logActions: blogLogActions,
  abilities: blogAbilities,
});
