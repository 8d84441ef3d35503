import { randomUUID } from 'node:crypto';
import { blogComments, blogPosts } from '../../db/schema';
import { defineAreaSecurity } from '../../security/area-security';

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
});
