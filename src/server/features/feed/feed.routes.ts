import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedEndpoints as e, feedLimits } from '../../../common/contracts/feed';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { AiService } from '../ai/ai.service';
import type { CommentService } from './comment.service';
import { improveCommentPrompt, improvePostPrompt } from './feed.prompts';
import type { HashtagService } from './hashtag.service';
import type { MediaService } from './media.service';
import type { PostService } from './post.service';
import type { ReactionService } from './reaction.service';

/**
 * The microblog feed (002 §2 Feed, §7 "Microblog and sidebars"). Reads are public; writes need a member
 * (`feedEndpoints`' access) and the services check ownership (403).
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
  route(app, e.listPosts, ({ actor, query }) => postService.list(actor, query));
  route(app, e.createPost, ({ actor, body }) => postService.create(actor, body));
  route(app, e.getPost, ({ actor, params }) => postService.getItem(actor, params.id));
  route(app, e.updatePost, ({ actor, params, body }) => postService.update(actor, params.id, body));
  route(app, e.deletePost, ({ actor, params }) => postService.remove(actor, params.id));

  route(app, e.like, ({ actor, params }) => reactionService.like(actor, params.id));
  route(app, e.unlike, ({ actor, params }) => reactionService.unlike(actor, params.id));
  route(app, e.toggleLike, ({ actor, params }) => reactionService.toggle(actor, params.id));
  route(app, e.share, ({ actor, params }) => reactionService.share(actor, params.id));

  route(app, e.listComments, ({ actor, params, query }) => commentService.list(actor, params.id, query));
  route(app, e.createComment, ({ actor, params, body }) => commentService.create(actor, params.id, body));
  route(app, e.deleteComment, ({ actor, params }) => commentService.remove(actor, params.id));

  route(app, e.uploadMedia, async ({ actor, request, query }) =>
    mediaService.upload(
      actor,
      // The multipart limit cuts the file: said in the feed's words (002 §8).
      await readUpload(request, { maxBytes: feedLimits.mediaMaxBytes, tooLarge: 'feed_media_too_large' }),
      query.group,
    ),
  );
  route(app, e.mediaFile, async ({ actor, params, reply }) => {
    const file = await mediaService.file(actor, params.id);
    // Images and videos show in the page; documents download. Never cached by a shared cache.
    const disposition = file.kind === 'document' ? 'attachment' : 'inline';
    return reply
      .type(file.mime)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.data);
  });
  route(app, e.deleteMedia, ({ actor, params }) => mediaService.removeUnattached(actor, params.id));

  route(app, e.hashtagIndex, ({ actor }) => hashtagService.index(actor));
  route(app, e.trending, ({ actor }) => hashtagService.trending(actor));
  route(app, e.suggestions, ({ actor, query }) => hashtagService.suggestions(actor, query));
  route(app, e.hashtag, ({ actor, params }) => hashtagService.info(actor, params.tag));

  route(app, e.summary, ({ actor }) => postService.summary(actor));
  route(app, e.improve, async ({ actor, body }) => ({
    improvedText: await aiService.improve(
      actor,
      { text: body.text },
      body.kind === 'comment' ? improveCommentPrompt : improvePostPrompt,
    ),
  }));
};
