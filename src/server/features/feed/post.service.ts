import type { z } from 'zod';
import {
  type CreatePostBody,
  extractHashtags,
  type FeedPage,
  type FeedQuery,
  type FeedSummary,
  foldHashtag,
  type PostItem,
  type UpdatePostBody,
} from '../../../common/contracts/feed';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { ShareMeta } from '../../plugins/web-assets';
import { toAuthor, toPostItem, toPostNotice, toShareMeta } from './feed.mappers';
import { canManage } from './feed.policy';
import {
  assertCanPost,
  assertGroupReadable,
  assertPostReadable,
  canDeleteIn,
  findGroupScope,
  findPostScope,
  type GroupScope,
} from './group-gate';
import * as hashtagRepo from './hashtag.repository';
import * as mediaRepo from './media.repository';
import { attachMedia, type MediaService } from './media.service';
import * as repo from './post.repository';

type Query = z.output<typeof FeedQuery>;
type PostBody = z.output<typeof UpdatePostBody>;

/** The folded tag of a `hashtag` query (with or without '#'). */
export const tagOfQuery = (value: string) => foldHashtag(value.replace(/^#/, '').trim());

export type PostService = ReturnType<typeof createPostService>;

/** What a group's area hears of a new post in one of its groups (to notify the members who asked). */
export interface GroupPostCreated {
  groupId: string;
  postId: string;
  author: Actor;
  content: string;
}

/**
 * Posts of the microblog (002 §7 "Posts"): a page of 10 newest first by keyset, one member's posts, one
 * hashtag's, one post; create, edit and delete by the author or an admin. Media are the author's own
 * uploads, attached in the post's transaction; hashtags are parsed here from the text.
 */
export const createPostService = (
  deps: Pick<AreaDeps, 'db' | 'notifications' | 'log'> & { media: MediaService },
) => {
  const { db } = deps;
  const sideEffect = sideEffects(deps.log, 'feed');

  const groupPostListeners: ((event: GroupPostCreated) => Promise<void>)[] = [];

  const hydrate = (rows: repo.PostListRow[], viewer: Actor | null, group: GroupScope | null = null) =>
    rows.map((row) => toPostItem(row, viewer, group));

  /** One post; a group's only to those who may read the group's posts (not found to anyone else). */
  const getItem = async (viewer: Actor | null, id: string): Promise<PostItem> => {
    // Most posts are outside groups, readable by all: one round trip reads them. Only a post that read
    // misses (a group's, or none) pays for the group check.
    const [outside] = await repo.listPosts(db, { viewerId: viewer?.id ?? null, limit: 1, postId: id });
    if (outside) {
      const [item] = hydrate([outside], viewer);
      if (item) return item;
    }
    const scope = assertPostReadable(await findPostScope(db, id, viewer?.id ?? null));
    if (!scope.group) throw new AppError('not_found');
    const rows = await repo.listPosts(db, {
      viewerId: viewer?.id ?? null,
      limit: 1,
      postId: id,
      groupId: scope.group?.groupId,
    });
    const [item] = hydrate(rows.slice(0, 1), viewer, scope.group);
    if (!item) throw new AppError('not_found');
    return item;
  };

  /**
   * Deletes a post with its hashtag links and media (rows, then files) once `check` let it through; the
   * notifications quoting it go too (a group's members', the admins').
   */
  const removePost = async (id: string, check: (post: repo.PostRow) => void): Promise<void> => {
    const keys = await db.transaction(async (tx) => {
      const post = await repo.lockById(tx, id);
      if (!post) throw new AppError('not_found');
      check(post);
      await hashtagRepo.relink(tx, id, post.createdAt, [], post.hashtags);
      const media = await mediaRepo.listOfPost(tx, id);
      const removed = await mediaRepo.deleteByIds(
        tx,
        media.map((m) => m.id),
      );
      await repo.deletePost(tx, id);
      return removed;
    });
    await deps.media.removeFiles(keys);
    await deps.notifications.withdrawAbout({ post_id: id });
  };

  return {
    getItem,

    /** Called after each new post in a group, once it is committed (the groups area notifies). */
    onGroupPost(listener: (event: GroupPostCreated) => Promise<void>) {
      groupPostListeners.push(listener);
    },

    /** A page of the main feed (never a group's post), or of one group's feed (`group`, gated). */
    async list(viewer: Actor | null, query: Query): Promise<FeedPage> {
      let group: GroupScope | null = null;
      if (query.group) {
        const found = await findGroupScope(db, query.group, viewer?.id ?? null);
        if (!found) throw new AppError('not_found');
        assertGroupReadable(found);
        group = found;
      }
      const tag = query.hashtag === undefined ? undefined : tagOfQuery(query.hashtag);
      if (tag === '' || (group && tag !== undefined)) return { items: [], nextCursor: null };
      const rows = await repo.listPosts(db, {
        groupId: group?.groupId,
        viewerId: viewer?.id ?? null,
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
        userId: query.user,
        tag,
        postId: query.post,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.post.createdAt, id: row.post.id }));
      return { items: hydrate(page.items, viewer, group), nextCursor: page.nextCursor };
    },

    /** A post in the main feed, or in a group's (`groupId`: its members, as its posting rule allows). */
    async create(actor: Actor, body: z.output<typeof CreatePostBody>): Promise<PostItem> {
      const groupId = body.groupId ?? null;
      if (groupId) {
        const group = await findGroupScope(db, groupId, actor.id);
        if (!group) throw new AppError('not_found');
        assertCanPost(group);
      }
      // A group's posts take no hashtags (they would reach the public hashtag pages).
      const tags = groupId ? [] : extractHashtags(body.content);
      // Millisecond times: the keyset cursor carries milliseconds, so the stored time must not be finer.
      const createdAt = new Date();
      const id = await db.transaction(async (tx) => {
        const post = await repo.insertPost(tx, {
          userId: actor.id,
          groupId,
          content: body.content,
          hashtags: tags.map((t) => t.tag),
          createdAt,
        });
        await attachMedia(tx, actor.id, post.id, body.mediaIds, false, groupId);
        await hashtagRepo.relink(tx, post.id, createdAt, tags, []);
        return post.id;
      });
      if (groupId) {
        for (const listener of groupPostListeners) {
          await sideEffect('group post listener', () =>
            listener({ groupId, postId: id, author: actor, content: body.content }),
          );
        }
        return getItem(actor, id);
      }
      // The admins hear of each new post of the main feed (002 §7), in the app unless they chose otherwise.
      await sideEffect('admin notification', () =>
        deps.notifications.notifyAdmins('microblog_post', toPostNotice(actor, id, body.content), actor.id),
      );
      return getItem(actor, id);
    },

    /** The text and the full media list (kept and new); media left out are removed with their files. */
    async update(actor: Actor, id: string, body: PostBody): Promise<PostItem> {
      assertPostReadable(await findPostScope(db, id, actor.id));
      const removedKeys = await db.transaction(async (tx) => {
        const post = await repo.lockById(tx, id);
        if (!post) throw new AppError('not_found');
        if (!canManage(actor, post.userId)) throw new AppError('forbidden');
        const before = await mediaRepo.listOfPost(tx, id);
        await attachMedia(tx, post.userId, id, body.mediaIds, true, post.groupId);
        const dropped = before.filter((m) => !body.mediaIds.includes(m.id)).map((m) => m.id);
        const keys = await mediaRepo.deleteByIds(tx, dropped);
        const tags = post.groupId ? [] : extractHashtags(body.content);
        const newTags = tags.filter((t) => !post.hashtags.includes(t.tag));
        const goneTags = post.hashtags.filter((tag) => !tags.some((t) => t.tag === tag));
        await hashtagRepo.relink(tx, id, post.createdAt, newTags, goneTags);
        const mediaChanged = dropped.length > 0 || before.map((m) => m.id).join() !== body.mediaIds.join();
        if (mediaChanged || body.content !== post.content) {
          await repo.updatePost(tx, id, {
            content: body.content,
            hashtags: tags.map((t) => t.tag),
            updatedAt: new Date(Math.max(Date.now(), post.createdAt.getTime() + 1)),
          });
        }
        return keys;
      });
      await deps.media.removeFiles(removedKeys);
      return getItem(actor, id);
    },

    /**
     * Deletes the post, its likes, comments, shares and hashtag links, and its media files: its author,
     * an admin, or in a group its creator, admins and moderators (002 §6).
     */
    async remove(actor: Actor, id: string): Promise<void> {
      const scope = assertPostReadable(await findPostScope(db, id, actor.id));
      await removePost(id, (post) => {
        if (!canDeleteIn(actor, post.userId, scope.group))
          throw scope.group
            ? new AppError('forbidden', { messageKey: 'groups.feed.errors.deleteForbidden' })
            : new AppError('forbidden');
      });
    },

    /**
     * Staff removing a reported post from the moderation queue (the report service checks
     * `moderation.review`); false when it was already gone.
     */
    async removeReported(id: string): Promise<boolean> {
      try {
        await removePost(id, () => {});
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return false;
        throw error;
      }
    },

    /**
     * The share preview of `/feed?post={id}`: author, the start of the text, the first image. A group's
     * post has none (the page query without a group never reads one).
     */
    async shareMeta(id: string, publicUrl: string, siteName: string): Promise<ShareMeta | undefined> {
      const [row] = await repo.listPosts(db, { viewerId: null, limit: 1, postId: id });
      return row ? toShareMeta(row, publicUrl, siteName) : undefined;
    },

    /** The left sidebar's shortcut: the member and their connection and post counters. */
    async summary(actor: Actor): Promise<FeedSummary> {
      const [author, counters] = await Promise.all([
        repo.findAuthor(db, actor.id),
        repo.countersOfMember(db, actor.id),
      ]);
      if (!author) throw new AppError('not_found');
      return { author: toAuthor(author), connectionCount: counters.connections, postCount: counters.posts };
    },
  };
};
