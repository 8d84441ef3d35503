import { randomUUID } from 'node:crypto';
import { blogComments, blogPosts } from '../../db/schema';
import { defineAreaSecurity, reachesNoOne, refused, toTheTeam } from '../../security/area-security';

const blogPostBody = { title: 'Piraterie', content: '<p>Piraterie</p>' };

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/blog/posts': blogPostBody,
    'PATCH /api/v1/blog/posts/:postId': blogPostBody,
    'POST /api/v1/blog/posts/bulk': { ids: [randomUUID()], action: 'publish' },
    'POST /api/v1/blog/posts/:postId/comments': { content: 'Piraterie' },
    'PATCH /api/v1/blog/comments/:commentId': { content: 'Piraterie' },
    'POST /api/v1/blog/comments/:commentId/reports': { reason: 'Piraterie' },
  },
  foreignIdAllowed: {
    'GET /api/v1/blog/posts/:postId/comments': 'comments of a published article are public (001 §6)',
    'POST /api/v1/blog/posts/:postId/comments':
      'commenting on a readable article; the comment is the actor’s',
    'PUT /api/v1/blog/posts/:postId/like': 'the like is the actor’s own row',
    'DELETE /api/v1/blog/posts/:postId/like': 'removes the actor’s own like only',
    'PUT /api/v1/blog/posts/:postId/favorite': 'the favourite is the actor’s own row',
    'DELETE /api/v1/blog/posts/:postId/favorite': 'removes the actor’s own favourite only',
    'PUT /api/v1/blog/comments/:commentId/like': 'the like is the actor’s own row',
    'DELETE /api/v1/blog/comments/:commentId/like': 'removes the actor’s own like only',
    'POST /api/v1/blog/comments/:commentId/reports':
      'reporting names another member’s comment by design; the report is the actor’s, once (001 §2.19)',
  },
  notAList: {
    'GET /api/v1/blog-categories': 'reference data',
    'GET /blog/rss.xml':
      'the public RSS file, the same for everyone (no viewer: a feed reader has no session)',
  },
  ownedResources: ({ callAs, created, rowsOf }) => ({
    '/api/v1/blog/posts/:postId': async (owner) => {
      const { id } = await created(
        await callAs(owner, 'POST', '/api/v1/blog/posts', {
          ...blogPostBody,
          title: `Article ${randomUUID()}`,
        }),
      );
      return { params: { postId: id }, read: () => rowsOf(blogPosts, blogPosts.id, id) };
    },
    '/api/v1/blog/comments/:commentId': async (owner) => {
      const post = await created(
        await callAs(owner, 'POST', '/api/v1/blog/posts', {
          ...blogPostBody,
          title: `Article ${randomUUID()}`,
        }),
      );
      const { id } = await created(
        await callAs(owner, 'POST', `/api/v1/blog/posts/${post.id}/comments`, {
          content: 'Le commentaire de A',
        }),
      );
      return { params: { commentId: id }, read: () => rowsOf(blogComments, blogComments.id, id) };
    },
  }),
  listed: ({ call, made, article }) => ({
    // The blog
    'GET /api/v1/blog/posts': async (author) => {
      await article(author);
      return ['/api/v1/blog/posts', `/api/v1/blog/posts?author=${author.id}`];
    },
    'GET /api/v1/blog/authors': async (author) => {
      await article(author);
      return ['/api/v1/blog/authors'];
    },
    'GET /api/v1/blog/posts/by-slug/:slug': async (author) => [
      `/api/v1/blog/posts/by-slug/${(await article(author)).slug}`,
    ],
    'GET /api/v1/blog/posts/:postId/comments': async (author, viewer) => {
      const { id } = await article(viewer);
      const root = await made(
        call(viewer, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Racine' }),
      );
      await made(call(author, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Un commentaire' }));
      await made(
        call(author, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Une réponse', parentId: root }),
      );
      return [`/api/v1/blog/posts/${id}/comments`];
    },
  }),
  blockReaching: ({ call, made, article, commentOnThirdArticle }) => ({
    'blogEndpoints.like': refused(async (actor, other) => {
      const { id } = await article(other);
      // Like, unlike and like again: each a 404 (a like was a notification each time).
      return async () => [
        await call(actor, 'PUT', `/api/v1/blog/posts/${id}/like`),
        await call(actor, 'DELETE', `/api/v1/blog/posts/${id}/like`),
        await call(actor, 'PUT', `/api/v1/blog/posts/${id}/like`),
      ];
    }),
    'blogEndpoints.unlike': refused(async (actor, other) => {
      const { id } = await article(other);
      await made(call(actor, 'PUT', `/api/v1/blog/posts/${id}/like`));
      return async () => [await call(actor, 'DELETE', `/api/v1/blog/posts/${id}/like`)];
    }),
    'blogEndpoints.save': refused(async (actor, other) => {
      const { id } = await article(other);
      return async () => [await call(actor, 'PUT', `/api/v1/blog/posts/${id}/favorite`)];
    }),
    'blogEndpoints.unsave': refused(async (actor, other) => {
      const { id } = await article(other);
      return async () => [await call(actor, 'DELETE', `/api/v1/blog/posts/${id}/favorite`)];
    }),
    'blogEndpoints.comment': refused(async (actor, other) => {
      const { id } = await article(other);
      const reply = await commentOnThirdArticle(other);
      return async () => [
        await call(actor, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Un commentaire' }),
        // A reply to the other's comment, on a third member's article.
        await call(actor, 'POST', `/api/v1/blog/posts/${reply.postId}/comments`, {
          content: 'Une réponse',
          parentId: reply.commentId,
        }),
      ];
    }),
    'blogEndpoints.likeComment': refused(async (actor, other) => {
      const { commentId } = await commentOnThirdArticle(other);
      return async () => [
        await call(actor, 'PUT', `/api/v1/blog/comments/${commentId}/like`),
        await call(actor, 'DELETE', `/api/v1/blog/comments/${commentId}/like`),
        await call(actor, 'PUT', `/api/v1/blog/comments/${commentId}/like`),
      ];
    }),
    'blogEndpoints.unlikeComment': refused(async (actor, other) => {
      const { commentId } = await commentOnThirdArticle(other);
      return async () => [await call(actor, 'DELETE', `/api/v1/blog/comments/${commentId}/like`)];
    }),
  }),
  blockNotReaching: {
    'blogEndpoints.create': reachesNoOne.ownContent,
    'blogEndpoints.update': reachesNoOne.ownContent,
    'blogEndpoints.remove': reachesNoOne.ownContent,
    'blogEndpoints.uploadImage': reachesNoOne.ownContent,
    'blogEndpoints.editComment': reachesNoOne.ownContent,
    'blogEndpoints.removeComment': reachesNoOne.ownContent,
    'blogEndpoints.report': reachesNoOne.toThePlatform,
  },
  blockEmitters: (kit) => {
    const { call, article, commentOnThirdArticle } = kit;
    return {
      blog_comment: async (causer, recipient) => {
        const { id } = await article(recipient);
        return () => call(causer, 'POST', `/api/v1/blog/posts/${id}/comments`, { content: 'Un commentaire' });
      },
      blog_like: async (causer, recipient) => {
        const { id } = await article(recipient);
        return async () => {
          await call(causer, 'PUT', `/api/v1/blog/posts/${id}/like`);
          await call(causer, 'DELETE', `/api/v1/blog/posts/${id}/like`);
          await call(causer, 'PUT', `/api/v1/blog/posts/${id}/like`);
        };
      },
      blog_reply: async (causer, recipient) => {
        const { postId, commentId } = await commentOnThirdArticle(recipient);
        return () =>
          call(causer, 'POST', `/api/v1/blog/posts/${postId}/comments`, {
            content: 'Une réponse',
            parentId: commentId,
          });
      },
      blog_comment_like: async (causer, recipient) => {
        const { commentId } = await commentOnThirdArticle(recipient);
        return () => call(causer, 'PUT', `/api/v1/blog/comments/${commentId}/like`);
      },
      blog_created: toTheTeam(kit, (causer) => article(causer)),
    };
  },
  blockNotEmitted: {
    blog_share: 'declared for its admin template; no service emits it',
  },
});
