import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentItem,
  CommentParams,
  CommentsPage,
  CommentsQuery,
  CreateCommentBody,
  CreatePostBody,
  FeedMedia,
  FeedPage,
  FeedQuery,
  FeedSummary,
  feedLimits,
  feedPaths,
  HashtagIndex,
  HashtagInfo,
  HashtagParams,
  HashtagSuggestions,
  HashtagSuggestionsQuery,
  ImproveTextBody,
  ImproveTextResponse,
  LikeResponse,
  MediaParams,
  PostItem,
  PostParams,
  ShareResponse,
  TrendingHashtags,
  UpdatePostBody,
} from '../../../common/contracts/feed';
import { AppError } from '../../lib/app-error';
import { requireActor } from '../../plugins/actor';
import type { AiService } from '../ai/ai.service';
import type { CommentService } from './comment.service';
import { improveCommentPrompt, improvePostPrompt } from './feed.prompts';
import type { HashtagService } from './hashtag.service';
import type { MediaService } from './media.service';
import type { PostService } from './post.service';
import type { ReactionService } from './reaction.service';

const tags = ['feed'];
const noContent = { 204: z.null().describe('Done') };

/**
 * The microblog feed (002 §2 Feed, §7 "Microblog and sidebars"). Reads are public; every write resolves
 * the signed-in member first (401 otherwise) and the services check ownership (403).
 */
export const feedRoutes: FastifyPluginAsyncZod<{
  postService: PostService;
  commentService: CommentService;
  reactionService: ReactionService;
  hashtagService: HashtagService;
  mediaService: MediaService;
  aiService: AiService;
}> = async (
  app,
  { postService, commentService, reactionService, hashtagService, mediaService, aiService },
) => {
  // Posts -------------------------------------------------------------------------------------

  app.get(
    feedPaths.posts,
    { schema: { tags, querystring: FeedQuery, response: { 200: FeedPage } } },
    async (request) => postService.list(await request.actor(), request.query),
  );

  app.post(
    feedPaths.posts,
    { schema: { tags, body: CreatePostBody, response: { 201: PostItem } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      return reply.status(201).send(await postService.create(actor, request.body));
    },
  );

  app.get(
    feedPaths.post,
    { schema: { tags, params: PostParams, response: { 200: PostItem } } },
    async (request) => postService.getItem(await request.actor(), request.params.id),
  );

  app.patch(
    feedPaths.post,
    { schema: { tags, params: PostParams, body: UpdatePostBody, response: { 200: PostItem } } },
    async (request) => postService.update(await requireActor(request), request.params.id, request.body),
  );

  app.delete(
    feedPaths.post,
    { schema: { tags, params: PostParams, response: noContent } },
    async (request, reply) => {
      await postService.remove(await requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Likes and shares --------------------------------------------------------------------------

  app.put(
    feedPaths.like,
    { schema: { tags, params: PostParams, response: { 200: LikeResponse } } },
    async (request) => reactionService.like(await requireActor(request), request.params.id),
  );

  app.delete(
    feedPaths.like,
    { schema: { tags, params: PostParams, response: { 200: LikeResponse } } },
    async (request) => reactionService.unlike(await requireActor(request), request.params.id),
  );

  app.post(
    feedPaths.likeToggle,
    { schema: { tags, params: PostParams, response: { 200: LikeResponse } } },
    async (request) => reactionService.toggle(await requireActor(request), request.params.id),
  );

  app.post(
    feedPaths.share,
    { schema: { tags, params: PostParams, response: { 200: ShareResponse } } },
    async (request) => reactionService.share(await requireActor(request), request.params.id),
  );

  // Comments ----------------------------------------------------------------------------------

  app.get(
    feedPaths.comments,
    { schema: { tags, params: PostParams, querystring: CommentsQuery, response: { 200: CommentsPage } } },
    async (request) => commentService.list(await request.actor(), request.params.id, request.query),
  );

  app.post(
    feedPaths.comments,
    { schema: { tags, params: PostParams, body: CreateCommentBody, response: { 201: CommentItem } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      return reply.status(201).send(await commentService.create(actor, request.params.id, request.body));
    },
  );

  app.delete(
    feedPaths.comment,
    { schema: { tags, params: CommentParams, response: noContent } },
    async (request, reply) => {
      await commentService.remove(await requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Media -------------------------------------------------------------------------------------

  app.post(
    feedPaths.media,
    { schema: { tags, consumes: ['multipart/form-data'], response: { 201: FeedMedia } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      if (!request.isMultipart()) throw new AppError('file_missing');
      const file = await request.file({ limits: { fileSize: feedLimits.mediaMaxBytes, files: 1 } });
      if (!file) throw new AppError('file_missing');
      const data = await file.toBuffer().catch((error: unknown) => {
        // The multipart limit cut the file: say it in the feed's words (002 §8).
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('feed_media_too_large');
        throw error;
      });
      const media = await mediaService.upload(actor, { data, filename: file.filename });
      return reply.status(201).send(media);
    },
  );

  app.delete(
    feedPaths.mediaItem,
    { schema: { tags, params: MediaParams, response: noContent } },
    async (request, reply) => {
      await mediaService.removeUnattached(await requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Hashtags ----------------------------------------------------------------------------------

  app.get(feedPaths.hashtags, { schema: { tags, response: { 200: HashtagIndex } } }, async () =>
    hashtagService.index(),
  );

  app.get(feedPaths.trending, { schema: { tags, response: { 200: TrendingHashtags } } }, async () =>
    hashtagService.trending(),
  );

  app.get(
    feedPaths.suggestions,
    { schema: { tags, querystring: HashtagSuggestionsQuery, response: { 200: HashtagSuggestions } } },
    async (request) => hashtagService.suggestions(request.query),
  );

  app.get(
    feedPaths.hashtag,
    { schema: { tags, params: HashtagParams, response: { 200: HashtagInfo } } },
    async (request) => hashtagService.info(request.params.tag),
  );

  // Sidebar and assistant ---------------------------------------------------------------------

  app.get(feedPaths.summary, { schema: { tags, response: { 200: FeedSummary } } }, async (request) =>
    postService.summary(await requireActor(request)),
  );

  app.post(
    feedPaths.improve,
    { schema: { tags, body: ImproveTextBody, response: { 200: ImproveTextResponse } } },
    async (request) => {
      const actor = await requireActor(request);
      const { kind, text } = request.body;
      const improvedText = await aiService.improve(
        actor,
        { text },
        kind === 'comment' ? improveCommentPrompt : improvePostPrompt,
      );
      return { improvedText };
    },
  );
};
