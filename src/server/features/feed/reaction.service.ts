import {
  groupPostPath,
  type LikeResponse,
  postSharePath,
  type ShareResponse,
} from '../../../common/contracts/feed';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { sqlStateOf } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { refuseBlockedPair } from '../../platform/blocks';
import { assertCanReact, assertPostReadable, findPostScope } from './group-gate';
import * as repo from './reaction.repository';

/** A like or share of a post that does not exist: its foreign key refused the row. */
const orNotFound = async <T>(work: Promise<T | undefined>): Promise<T> => {
  const result = await work.catch((error: unknown) => {
    if (sqlStateOf(error) === '23503') throw new AppError('not_found');
    throw error;
  });
  if (result === undefined) throw new AppError('not_found');
  return result;
};

export type ReactionService = ReturnType<typeof createReactionService>;

/**
 * Likes and shares (002 §4 "Like toggle", §7). Each change is one statement: the row and the post's
 * counter together, the counter moved only by the rows really inserted or deleted (the unique
 * (post, member) index decides between concurrent requests), so `likes_count` always equals the likes.
 */
export const createReactionService = (deps: Pick<AreaDeps, 'db'>) => {
  const { db } = deps;

  /**
   * A group's post: not found to who may not read it, refused to who is not in the group; a post of a
   * member kept apart by a block is not found either (issue 32 §3; tested only when a block involves
   * the actor, `Actor.keptApart`).
   */
  const reactable = async (actor: Actor, postId: string) => {
    const scope = assertPostReadable(await findPostScope(db, postId, actor.id));
    if (actor.keptApart) await refuseBlockedPair(db, actor.id, scope.authorId);
    assertCanReact(scope);
    return scope;
  };

  const changeLike = async (actor: Actor, postId: string, mode: 'like' | 'unlike' | 'toggle') => {
    // Most posts are outside groups and most members block nobody: then the like is one statement,
    // which changes nothing for a group's post (or a missing one), left to the checked path below.
    if (!actor.keptApart) {
      const done = await repo.changeLike(db, postId, actor.id, mode, true);
      if (done) return done;
    }
    await reactable(actor, postId);
    return orNotFound(repo.changeLike(db, postId, actor.id, mode));
  };

  return {
    like: (actor: Actor, postId: string): Promise<LikeResponse> => changeLike(actor, postId, 'like'),
    unlike: (actor: Actor, postId: string): Promise<LikeResponse> => changeLike(actor, postId, 'unlike'),
    /** Removes the actor's like when there is one, else adds it (002 §4). */
    toggle: (actor: Actor, postId: string): Promise<LikeResponse> => changeLike(actor, postId, 'toggle'),

    /** Records a share and answers the link to copy (002 §7 "Shares"); a group's post links to the group. */
    async share(actor: Actor, postId: string): Promise<ShareResponse> {
      const scope = await reactable(actor, postId);
      const shareCount = await orNotFound(repo.addShare(db, postId, actor.id));
      return {
        shareCount,
        url: scope.group ? groupPostPath(scope.group.groupId, postId) : postSharePath(postId),
      };
    },
  };
};
