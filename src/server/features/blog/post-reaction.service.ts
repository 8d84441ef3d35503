import type { LikeState, SaveState } from '../../../common/contracts/blog';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { toArticleNotice } from './post.presenter';
import * as repo from './post.repository';
import type { BlogPostService } from './post.service';

export type BlogReactionService = ReturnType<typeof createBlogReactionService>;

/**
 * Likes and saves of an article (001 §2.19, §5): the row and the counter together, idempotent; the
 * author hears of a new like. An article the actor may not read, a block hiding it included, is not
 * found (issue 32 §3: like, unlike and re-like alike).
 */
export const createBlogReactionService = (
  deps: Pick<AreaDeps, 'db' | 'notifications' | 'log'> & { posts: Pick<BlogPostService, 'readableById'> },
) => {
  const { db, posts, notifications } = deps;
  const sideEffect = sideEffects(deps.log, 'blog');

  const react = async (actor: Actor, kind: 'like' | 'favorite', postId: string, on: boolean) => {
    const post = await posts.readableById(actor, postId);
    const result = await repo.changeReaction(db, kind, postId, actor.id, on);
    if (!result) throw new AppError('not_found', { messageKey: 'blog.notFound' });
    if (kind === 'like' && on && result.changed && post.authorId !== actor.id) {
      await sideEffect('like notification', () =>
        notifications.notify(post.authorId, 'blog_like', toArticleNotice(actor, post), actor),
      );
    }
    return result.count;
  };

  return {
    async setLike(actor: Actor, postId: string, on: boolean): Promise<LikeState> {
      return { liked: on, likesCount: await react(actor, 'like', postId, on) };
    },

    async setSaved(actor: Actor, postId: string, on: boolean): Promise<SaveState> {
      return { saved: on, favoritesCount: await react(actor, 'favorite', postId, on) };
    },
  };
};
