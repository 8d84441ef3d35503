import { z } from 'zod';
import type { feedNotificationTypes } from '../../../common/contracts/feed';
import { feedAbilities } from '../../../common/contracts/feed';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { type CommentService, createCommentService } from './comment.service';
import { feedRoutes } from './feed.routes';
import { createHashtagService } from './hashtag.service';
import { mediaKeysOf } from './media.repository';
import { bucketOfKey, createMediaService, type MediaService } from './media.service';
import { createPostService, type PostService } from './post.service';
import { createReactionService } from './reaction.service';

declare module '../../area' {
  interface AreaServices {
    /** The groups area lists its feed through them, hears of its posts and removes its files. */
    posts: PostService;
    /** The moderation queue (features/privacy) removes reported comments through it. */
    comments: CommentService;
    feedMedia: MediaService;
  }
}

const postId = z.guid();

/** The microblog: posts, media, likes and shares, comments, hashtags. */
export const feedModule = defineArea({
  name: 'feed',
  memberData: {
    tables: {
      microblog_posts: { label: 'Publications' },
      microblog_comments: { label: 'Commentaires' },
      microblog_likes: { label: 'Mentions « J’aime »' },
      microblog_shares: { label: 'Partages' },
      microblog_media: { label: 'Médias publiés' },
    },
    // A group's posts keep their media in the groups' bucket.
    files: async (db, _storage, userId) =>
      (await mediaKeysOf(db, userId)).map((key) => ({ bucket: bucketOfKey(key), key })),
  },
  build: (deps) => {
    const feedMedia = createMediaService({ ...deps, storageQuotaBytes: deps.config.storageQuotaBytes });
    return {
      feedMedia,
      posts: createPostService({ ...deps, media: feedMedia }),
      comments: createCommentService(deps),
      reactions: createReactionService(deps),
      hashtags: createHashtagService(deps),
    };
  },
  routes: ({ posts, comments, reactions, hashtags, feedMedia, aiService }) => [
    mount(feedRoutes, {
      prefix: '/api/v1',
      postService: posts,
      commentService: comments,
      reactionService: reactions,
      hashtagService: hashtags,
      mediaService: feedMedia,
      aiService,
    }),
  ],
  jobs: [
    {
      // Uploads never attached to a post, older than a day.
      name: 'feed-media-clean-up',
      schedule: '17 * * * *',
      run: async ({ feedMedia }) => {
        await feedMedia.cleanupOrphans();
      },
    },
  ],
  shareMeta: [
    {
      // A shared post is `/feed?post={id}`.
      path: '/feed',
      meta: async ({ posts, config, settings }, { query }) => {
        const post = postId.safeParse(query.get('post'));
        return post.success
          ? posts.shareMeta(post.data, config.publicUrl, await settings.siteName())
          : undefined;
      },
    },
  ],
  notifications: {
    // To the admins: a member published (002 §7).
    microblog_post: defineNotification({
      causer: 'member',
      data: { author_id: z.guid(), author_name: z.string(), post_id: z.guid(), content_preview: z.string() },
      link: ({ post_id }) => (post_id ? `/feed?post=${post_id}` : '/feed'),
      emailByDefault: false,
      // The admin notification e-mails' name of a feed post (001 §3).
      adminEmail: 'microblog_created',
      template: {
        title: 'Nouvelle publication',
        body: '{author_name} a publié dans le fil : {content_preview}',
      },
    }),
  } satisfies Record<(typeof feedNotificationTypes)[number], NotificationSpec>,
  abilities: feedAbilities,
});
