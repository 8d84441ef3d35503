import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogCategoryEndpoints, blogEndpoints as e } from '../../../common/contracts/blog';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { SettingsService } from '../../platform/settings/settings.service';
import type { ReportService } from '../privacy/report.service';
import type { BlogCategoryService } from './blog-category.service';
import type { BlogImageService } from './blog-image.service';
import type { BlogCommentService } from './comment.service';
import type { BlogPostService } from './post.service';
import type { BlogReactionService } from './post-reaction.service';
import type { BlogShareService } from './post-share.service';

/** The upload's refusals in the spec's words (001 §5). */
const uploadError = (error: unknown): never => {
  if (error instanceof AppError && error.code === 'file_missing') {
    throw new AppError('file_missing', { messageKey: 'blog.errors.imageMissing' });
  }
  if (error instanceof AppError && error.code === 'file_too_large') {
    throw new AppError('file_too_large', { messageKey: 'blog.errors.imageTooLarge' });
  }
  throw error;
};

/** The blog (001 §2.19): visitors read published articles; members write, react, comment and report. */
export const blogRoutes: FastifyPluginAsyncZod<{
  blogCategories: BlogCategoryService;
  blogPosts: BlogPostService;
  blogImages: BlogImageService;
  blogReactions: BlogReactionService;
  blogComments: BlogCommentService;
  /** The one place reports are recorded, with their hourly limit and log (the privacy area's). */
  reports: Pick<ReportService, 'create'>;
}> = async (
  app,
  {
    blogCategories,
    blogPosts: posts,
    blogImages: images,
    blogReactions: reactions,
    blogComments: comments,
    reports,
  },
) => {
  route(app, blogCategoryEndpoints.list, async () => ({ items: await blogCategories.list() }));
  route(app, e.list, ({ actor, query }) => posts.list(actor, query));
  route(app, e.authors, ({ actor }) => posts.authors(actor));
  route(app, e.get, ({ actor, params }) => posts.get(actor, params.slug));
  route(app, e.create, ({ actor, body }) => posts.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => posts.update(actor, params.postId, body));
  route(app, e.remove, async ({ actor, params }) => {
    await posts.remove(actor, params.postId);
    return null;
  });
  route(app, e.bulk, ({ actor, body }) => posts.bulk(actor, body));
  route(app, e.like, ({ actor, params }) => reactions.setLike(actor, params.postId, true));
  route(app, e.unlike, ({ actor, params }) => reactions.setLike(actor, params.postId, false));
  route(app, e.save, ({ actor, params }) => reactions.setSaved(actor, params.postId, true));
  route(app, e.unsave, ({ actor, params }) => reactions.setSaved(actor, params.postId, false));
  route(app, e.uploadImage, async ({ actor, request }) => {
    const { data } = await readUpload(request, { tooLarge: 'file_too_large' }).catch(uploadError);
    return images.uploadImage(actor, data);
  });
  route(app, e.comments, ({ actor, params, query }) => comments.list(actor, params.postId, query.cursor));
  route(app, e.comment, ({ actor, params, body }) => comments.create(actor, params.postId, body));
  route(app, e.editComment, ({ actor, params, body }) =>
    comments.edit(actor, params.commentId, body.content),
  );
  route(app, e.removeComment, async ({ actor, params }) => {
    await comments.remove(actor, params.commentId);
    return null;
  });
  route(app, e.likeComment, ({ actor, params }) => comments.setLike(actor, params.commentId, true));
  route(app, e.unlikeComment, ({ actor, params }) => comments.setLike(actor, params.commentId, false));
  route(app, e.report, ({ actor, params, body }) =>
    reports.create(actor, { targetType: 'blog_comment', targetId: params.commentId, reason: body.reason }),
  );
};

/** `/blog/rss.xml`: a page, not the API (served beside the web app). */
export const blogFeedRoutes: FastifyPluginAsyncZod<{
  blogShare: BlogShareService;
  settings: SettingsService;
  publicUrl: string;
}> = async (app, { blogShare, settings, publicUrl }) => {
  app.get('/blog/rss.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await blogShare.rss(await settings.siteName(), publicUrl)),
  );
};
