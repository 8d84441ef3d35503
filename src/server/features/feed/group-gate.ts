import { sql } from 'drizzle-orm';
import type { GroupRole, GroupType } from '../../../common/contracts/groups';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { rowsOf } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import {
  asPostPermission,
  asRole,
  canModeratePosts,
  canReadPosts,
  canSee,
  type GroupPostPermission,
  postRefusal,
} from '../groups/group.policy';
import { isFeedModerator } from './feed.policy';

/** A group as one viewer stands towards it (its rules live in `groups/group.policy.ts`). */
export interface GroupScope {
  groupId: string;
  type: GroupType;
  role: GroupRole | null;
  postPermission: GroupPostPermission;
}

/** A post (or comment, or upload) and the group it belongs to, if any, as the viewer stands towards it. */
export interface PostScope {
  postId: string;
  authorId: string;
  group: GroupScope | null;
}

const asType = (value: unknown): GroupType => (value === 'private' || value === 'secret' ? value : 'public');

const toGroupScope = (row: Record<string, unknown>): GroupScope | null =>
  row.group_id
    ? {
        groupId: String(row.group_id),
        type: asType(row.group_type),
        role: asRole(typeof row.role === 'string' ? row.role : null),
        postPermission: asPostPermission(String(row.post_permission ?? 'members')),
      }
    : null;

/** The viewer's standing in one group, in one query (undefined: no such group). */
export const findGroupScope = async (
  db: DbOrTx,
  groupId: string,
  viewerId: string | null,
): Promise<GroupScope | undefined> => {
  const [row] = rowsOf(
    await db.execute(sql`
      select g.id as group_id, g.type as group_type, g.post_permission, m.role
      from groups g
      left join group_members m on m.group_id = g.id and m.user_id = ${viewerId}
      where g.id = ${groupId}`),
  );
  return row ? (toGroupScope(row) ?? undefined) : undefined;
};

/** A post, its author and its group with the viewer's role there, in one query. */
export const findPostScope = async (
  db: DbOrTx,
  postId: string,
  viewerId: string | null,
): Promise<PostScope | undefined> => {
  const [row] = rowsOf(
    await db.execute(sql`
      select p.id, p.user_id, p.group_id, g.type as group_type, g.post_permission, m.role
      from microblog_posts p
      left join groups g on g.id = p.group_id
      left join group_members m on m.group_id = p.group_id and m.user_id = ${viewerId}
      where p.id = ${postId}`),
  );
  return row
    ? { postId: String(row.id), authorId: String(row.user_id), group: toGroupScope(row) }
    : undefined;
};

/**
 * Reading a group's posts: not found when the viewer may not see the group (a secret one they are not
 * in), 'Ce groupe est privé' for a private one they are not in.
 */
export const assertGroupReadable = (group: GroupScope): void => {
  if (!canSee(group.type, group.role)) throw new AppError('not_found');
  if (!canReadPosts(group.type, group.role)) throw new AppError('group_private');
};

/**
 * A post read by its id (the post, its comments, likes, shares, media): a group's post the viewer may
 * not read is not found, whatever the group's type, so its id tells an outsider nothing.
 */
export const assertPostReadable = (scope: PostScope | undefined): PostScope => {
  if (!scope) throw new AppError('not_found');
  const { group } = scope;
  if (group && !(canSee(group.type, group.role) && canReadPosts(group.type, group.role))) {
    throw new AppError('not_found');
  }
  return scope;
};

/** Liking, sharing or commenting a group's post needs its membership. */
export const assertCanReact = (scope: PostScope): void => {
  if (scope.group && scope.group.role === null) throw new AppError('group_members_only');
};

/** Posting in a group: its members, narrowed by its posting rule (002 §5, the group's settings). */
export const assertCanPost = (group: GroupScope): void => {
  if (!canSee(group.type, group.role)) throw new AppError('not_found');
  const refusal = postRefusal(group.role, group.postPermission);
  if (refusal) throw new AppError(refusal);
};

/**
 * Deleting a post or a comment written by `authorId`: its author, a site moderator, or, in a group,
 * the group's creator, admins and moderators (002 §6).
 */
export const canDeleteIn = (actor: Actor | null, authorId: string, group: GroupScope | null): boolean =>
  actor !== null &&
  (actor.id === authorId || isFeedModerator(actor) || (group !== null && canModeratePosts(group.role)));
