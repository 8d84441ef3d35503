import { randomBytes } from 'node:crypto';
import { microblogComments, microblogMedia, microblogPosts } from '../../db/schema';
import {
  defineAreaSecurity,
  type Owned,
  reachesNoOne,
  refused,
  silent,
  toTheTeam,
} from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';
import { image } from '../feed/feed-test-support';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  plausibleParams: {
    tag: 'afrique',
  },
  validBodies: {
    'POST /api/v1/feed/posts': { content: 'Piraterie', mediaIds: [] },
    'PATCH /api/v1/feed/posts/:id': { content: 'Piraterie', mediaIds: [] },
    'POST /api/v1/feed/posts/:id/comments': { content: 'Piraterie' },
    'POST /api/v1/feed/improve': { text: 'Bonjour' },
  },
  foreignIdAllowed: {
    'GET /api/v1/feed/posts/:id': 'feed posts are public (002 §2)',
    'GET /api/v1/feed/posts/:id/comments': 'comments of a public post',
    'POST /api/v1/feed/posts/:id/comments': 'commenting on a visible post; the comment is the actor’s',
    'PUT /api/v1/feed/posts/:id/like': 'the like is the actor’s own row',
    'DELETE /api/v1/feed/posts/:id/like': 'removes the actor’s own like only',
    'POST /api/v1/feed/posts/:id/like/toggle': 'the like is the actor’s own row',
    'POST /api/v1/feed/posts/:id/share': 'the share is the actor’s own row',
  },
  notAList: {
    'GET /api/v1/feed/media/:id/file': 'a file, no member named',
    'GET /api/v1/feed/hashtags': 'hashtags and counts, no member',
    'GET /api/v1/feed/hashtags/trending': 'hashtags and counts, no member',
    'GET /api/v1/feed/hashtags/suggestions': 'hashtags and counts, no member',
    'GET /api/v1/feed/hashtags/:tag':
      "a hashtag's header (name and count); its posts are the feed filtered by it, checked with the feed",
    'GET /api/v1/feed/summary': "the actor's own counters",
  },
  ownedResources: ({ callAs, uploadAs, created, rowsOf }) => {
    const ownedPost = async (owner: CreatedUser) =>
      created(await callAs(owner, 'POST', '/api/v1/feed/posts', { content: 'Le post de A', mediaIds: [] }));

    const ownedMedia = async (owner: CreatedUser): Promise<Owned> => {
      const { id } = await created(
        await uploadAs(owner, '/api/v1/feed/media', {
          name: 'a.png',
          content: await image(),
          type: 'image/png',
        }),
      );
      return { params: { id }, read: () => rowsOf(microblogMedia, microblogMedia.id, id) };
    };

    return {
      '/api/v1/feed/posts/:id': async (owner) => {
        const { id } = await ownedPost(owner);
        return { params: { id }, read: () => rowsOf(microblogPosts, microblogPosts.id, id) };
      },
      '/api/v1/feed/comments/:id': async (owner) => {
        const post = await ownedPost(owner);
        const { id } = await created(
          await callAs(owner, 'POST', `/api/v1/feed/posts/${post.id}/comments`, {
            content: 'Le commentaire de A',
          }),
        );
        return { params: { id }, read: () => rowsOf(microblogComments, microblogComments.id, id) };
      },
      '/api/v1/feed/media/:id': ownedMedia,
      '/api/v1/feed/media/:id/file': ownedMedia,
    };
  },
  listed: ({ call, made, feedPost, publicGroup }) => ({
    // The feed, and a group's feed
    'GET /api/v1/feed/posts': async (author) => {
      const tag = `bloc${randomBytes(3).toString('hex')}`;
      await feedPost(author, `#${tag}`);
      const groupId = await publicGroup(author);
      await made(
        call(author, 'POST', '/api/v1/feed/posts', { content: 'Dans le groupe', mediaIds: [], groupId }),
      );
      return [
        `/api/v1/feed/posts?user=${author.id}`,
        '/api/v1/feed/posts',
        `/api/v1/feed/posts?hashtag=${tag}`,
        `/api/v1/feed/posts?group=${groupId}`,
      ];
    },
    'GET /api/v1/feed/posts/:id': async (author) => [`/api/v1/feed/posts/${await feedPost(author)}`],
    'GET /api/v1/feed/posts/:id/comments': async (author, viewer) => {
      const id = await feedPost(viewer);
      await made(call(author, 'POST', `/api/v1/feed/posts/${id}/comments`, { content: 'Un commentaire' }));
      return [`/api/v1/feed/posts/${id}/comments`];
    },
  }),
  blockReaching: ({ call, feedPost, subscribedGroup }) => ({
    'feedEndpoints.like': refused(async (actor, other) => {
      const id = await feedPost(other);
      return async () => [await call(actor, 'PUT', `/api/v1/feed/posts/${id}/like`)];
    }),
    'feedEndpoints.unlike': refused(async (actor, other) => {
      const id = await feedPost(other);
      return async () => [await call(actor, 'DELETE', `/api/v1/feed/posts/${id}/like`)];
    }),
    'feedEndpoints.toggleLike': refused(async (actor, other) => {
      const id = await feedPost(other);
      return async () => [await call(actor, 'POST', `/api/v1/feed/posts/${id}/like/toggle`)];
    }),
    'feedEndpoints.share': refused(async (actor, other) => {
      const id = await feedPost(other);
      return async () => [await call(actor, 'POST', `/api/v1/feed/posts/${id}/share`)];
    }),
    'feedEndpoints.createComment': refused(async (actor, other) => {
      const id = await feedPost(other);
      return async () => [
        await call(actor, 'POST', `/api/v1/feed/posts/${id}/comments`, { content: 'Un commentaire' }),
      ];
    }),
    'feedEndpoints.createPost': silent("a group's feed is shared by its members", async (actor, other) => {
      const groupId = await subscribedGroup(actor, other);
      return async () => [
        await call(actor, 'POST', '/api/v1/feed/posts', { content: 'Dans le groupe', mediaIds: [], groupId }),
      ];
    }),
  }),
  blockNotReaching: {
    'feedEndpoints.updatePost': reachesNoOne.ownContent,
    'feedEndpoints.deletePost': reachesNoOne.ownContent,
    'feedEndpoints.deleteComment': reachesNoOne.ownContent,
    'feedEndpoints.uploadMedia': reachesNoOne.ownContent,
    'feedEndpoints.deleteMedia': reachesNoOne.ownContent,
    'feedEndpoints.improve': reachesNoOne.ownContent,
  },
  blockEmitters: (kit) => {
    const { feedPost } = kit;
    return {
      microblog_post: toTheTeam(kit, (causer) => feedPost(causer)),
    };
  },
});
