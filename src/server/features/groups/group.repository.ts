import { and, asc, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { GroupRole, GroupType, GroupValues } from '../../../common/contracts/groups';
import type { DbOrTx } from '../../db/client';
import {
  groupMembers,
  groupRemovals,
  groups,
  microblogMedia,
  professionalCategories,
  profiles,
} from '../../db/schema';
import { afterCursor, type Cursor } from '../../lib/cursor';
import { notBlockedBy } from '../../platform/blocks';
import { findableBy, shownToOthers } from '../../platform/person';

export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;

/** A group as read for a viewer: the category's name and the viewer's role, if any. */
export interface GroupRead {
  group: GroupRow;
  categoryName: string | null;
  viewerRole: string | null;
  viewerNotifyPosts: boolean | null;
}

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`;

/** The viewer's membership row joined beside each group (never matches for a visitor). */
const viewerMembership = (viewerId: string | null) =>
  and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId ?? sql`null::uuid`));

const readColumns = {
  group: groups,
  categoryName: professionalCategories.name,
  viewerRole: groupMembers.role,
  viewerNotifyPosts: groupMembers.notifyPosts,
};

/**
 * The directory (002 §7): newest first by keyset on `(created_at, id)`, every filter in SQL. A secret
 * group is returned only to its members; `mine` keeps the viewer's groups.
 */
export const list = (
  db: DbOrTx,
  viewerId: string | null,
  filter: {
    q?: string;
    categoryId?: string;
    type?: GroupType;
    mine: boolean;
    cursor?: Cursor;
    limit: number;
  },
): Promise<GroupRead[]> => {
  const conditions: (SQL | undefined)[] = [
    or(ne(groups.type, 'secret'), isNotNull(groupMembers.id)),
    filter.mine ? isNotNull(groupMembers.id) : undefined,
    filter.type ? eq(groups.type, filter.type) : undefined,
    filter.categoryId ? eq(groups.categoryId, filter.categoryId) : undefined,
    filter.q
      ? sql`lower(${groups.name} || ' ' || ${groups.description}) like ${likePattern(filter.q)}`
      : undefined,
    afterCursor(groups.createdAt, groups.id, filter.cursor, 'desc'),
  ];
  return db
    .select(readColumns)
    .from(groups)
    .leftJoin(professionalCategories, eq(professionalCategories.id, groups.categoryId))
    .leftJoin(groupMembers, viewerMembership(viewerId))
    .where(and(...conditions))
    .orderBy(desc(groups.createdAt), desc(groups.id))
    .limit(filter.limit + 1);
};

/** One group with the viewer's role, whatever its type (the service decides who may see it). */
export const findForViewer = async (
  db: DbOrTx,
  groupId: string,
  viewerId: string | null,
): Promise<GroupRead | undefined> => {
  const [row] = await db
    .select(readColumns)
    .from(groups)
    .leftJoin(professionalCategories, eq(professionalCategories.id, groups.categoryId))
    .leftJoin(groupMembers, viewerMembership(viewerId))
    .where(eq(groups.id, groupId));
  return row;
};

export const categoryExists = async (db: DbOrTx, categoryId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: professionalCategories.id })
    .from(professionalCategories)
    .where(eq(professionalCategories.id, categoryId));
  return row !== undefined;
};

/** create_group: the group and its creator's membership, in the caller's transaction. */
export const insertGroup = async (tx: DbOrTx, creatorId: string, values: GroupValues): Promise<GroupRow> => {
  const [group] = await tx
    .insert(groups)
    .values({ ...values, createdBy: creatorId, memberCount: 1 })
    .returning();
  if (!group) throw new Error('group insert returned nothing');
  await tx.insert(groupMembers).values({ groupId: group.id, userId: creatorId, role: 'creator' });
  return group;
};

export const updateGroup = async (db: DbOrTx, groupId: string, values: GroupValues) => {
  const [row] = await db
    .update(groups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(groups.id, groupId))
    .returning();
  return row;
};

export const deleteGroup = async (db: DbOrTx, groupId: string): Promise<boolean> =>
  (await db.delete(groups).where(eq(groups.id, groupId)).returning({ id: groups.id })).length > 0;

export const findMember = async (db: DbOrTx, groupId: string, userId: string) => {
  const [row] = await db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
};

export const findMemberById = async (db: DbOrTx, groupId: string, memberId: string) => {
  const [row] = await db
    .select({ member: groupMembers, profile: profiles })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.id, memberId)));
  return row;
};

const moveCount = (tx: DbOrTx, groupId: string, by: number) =>
  tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + ${by}` })
    .where(eq(groups.id, groupId));

/**
 * Adds a member with role `member` and counts them, in the caller's transaction; a manager's earlier
 * removal of them is forgotten. Returns undefined when they already were one (the unique index settles
 * concurrent joins).
 */
export const addMember = async (tx: DbOrTx, groupId: string, userId: string) => {
  const [row] = await tx
    .insert(groupMembers)
    .values({ groupId, userId, role: 'member' })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await moveCount(tx, groupId, 1);
    await tx
      .delete(groupRemovals)
      .where(and(eq(groupRemovals.groupId, groupId), eq(groupRemovals.userId, userId)));
  }
  return row;
};

/**
 * Removes a membership (never the creator's) and uncounts it; with `removedBy` (a manager's 'Retirer'),
 * records the removal, so the member comes back only by a request. Returns whether a row went.
 */
export const removeMember = async (
  tx: DbOrTx,
  groupId: string,
  memberId: string,
  removedBy?: string,
): Promise<boolean> => {
  const [gone] = await tx
    .delete(groupMembers)
    .where(
      and(eq(groupMembers.groupId, groupId), eq(groupMembers.id, memberId), ne(groupMembers.role, 'creator')),
    )
    .returning({ userId: groupMembers.userId });
  if (!gone) return false;
  await moveCount(tx, groupId, -1);
  if (removedBy) {
    await tx
      .insert(groupRemovals)
      .values({ groupId, userId: gone.userId, removedBy })
      .onConflictDoUpdate({
        target: [groupRemovals.groupId, groupRemovals.userId],
        set: { removedBy, removedAt: new Date() },
      });
  }
  return true;
};

export const setRole = async (db: DbOrTx, groupId: string, memberId: string, from: string, to: GroupRole) => {
  const [row] = await db
    .update(groupMembers)
    .set({ role: to })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.id, memberId), eq(groupMembers.role, from)))
    .returning();
  return row;
};

/** The rank the members list sorts by: creator, admin, moderator, member (002 §7, plan A.7 8). */
const rankOf = sql<number>`case ${groupMembers.role} when 'creator' then 0 when 'admin' then 1 when 'moderator' then 2 else 3 end`;

export interface MemberCursor {
  rank: number;
  at: Date;
  id: string;
}

/**
 * Members by rank, then seniority (keyset on rank, joined_at, id): those shown to others only
 * (`shownToOthers`), to its managers too; the member count still holds the others.
 */
export const listMembers = (
  db: DbOrTx,
  groupId: string,
  filter: { cursor?: MemberCursor; limit: number; viewerId: string | null },
) => {
  const after = filter.cursor
    ? sql`(${rankOf}, ${groupMembers.joinedAt}, ${groupMembers.id}) > (${filter.cursor.rank}, ${filter.cursor.at.toISOString()}::timestamptz, ${filter.cursor.id}::uuid)`
    : undefined;
  return db
    .select({ member: groupMembers, profile: profiles, rank: rankOf })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.userId))
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        after,
        shownToOthers,
        filter.viewerId ? notBlockedBy(filter.viewerId, groupMembers.userId) : undefined,
      ),
    )
    .orderBy(asc(rankOf), asc(groupMembers.joinedAt), asc(groupMembers.id))
    .limit(filter.limit + 1);
};

/** The ids of the group's members who meet every one of `conditions`. */
const memberIdsWhere = async (db: DbOrTx, groupId: string, ...conditions: SQL[]): Promise<string[]> =>
  (
    await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ...conditions))
  ).map((row) => row.userId);

/**
 * Who hears of a join request: the group's creator and admins, less those a block keeps apart from
 * `causedBy` (issue 32 §3).
 */
export const listManagerIds = (db: DbOrTx, groupId: string, causedBy: string): Promise<string[]> =>
  memberIdsWhere(
    db,
    groupId,
    sql`${groupMembers.role} in ('creator', 'admin')`,
    notBlockedBy(causedBy, groupMembers.userId),
  );

/** The creator's profile, for the header. */
export const findProfile = async (db: DbOrTx, profileId: string) => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  return row;
};

/**
 * 'Ajouter un membre': members shown to others (platform/person.ts) whose name or username contains `q` (case-insensitive),
 * by name, `limit` of them, each with whether they are already in the group. A member who left the
 * directory is offered only to their connections, or when already in the group (`findableBy`).
 */
export const searchCandidates = (db: DbOrTx, groupId: string, q: string, limit: number, viewerId: string) =>
  db
    .select({ profile: profiles, memberId: groupMembers.id })
    .from(profiles)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, profiles.id)))
    .where(
      and(
        shownToOthers,
        notBlockedBy(viewerId, profiles.id),
        or(findableBy(viewerId, profiles.id), isNotNull(groupMembers.id)),
        or(
          sql`lower(coalesce(${profiles.fullName}, '')) like ${likePattern(q)}`,
          sql`lower(${profiles.username}) like ${likePattern(q)}`,
        ),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id))
    .limit(limit);

/** Sets the logo or banner address (null: removed); answers the previous one. */
export const setImage = async (
  tx: DbOrTx,
  groupId: string,
  kind: 'logo' | 'cover',
  url: string | null,
  /** The stored image's bytes (its creator's storage quota); null when it is removed. */
  bytes: number | null = null,
): Promise<string | null> => {
  const [before] = await tx
    .select({ logoUrl: groups.logoUrl, coverImageUrl: groups.coverImageUrl })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  await tx
    .update(groups)
    .set(
      kind === 'logo'
        ? { logoUrl: url, logoBytes: bytes, updatedAt: new Date() }
        : { coverImageUrl: url, coverBytes: bytes, updatedAt: new Date() },
    )
    .where(eq(groups.id, groupId));
  return (kind === 'logo' ? before?.logoUrl : before?.coverImageUrl) ?? null;
};

/**
 * Hands the group from its creator to another member: the creator becomes an admin first (one creator
 * per group, a unique index), then the member becomes the creator, and `created_by` follows.
 */
export const transfer = async (tx: DbOrTx, groupId: string, fromUserId: string, toMemberId: string) => {
  await tx
    .update(groupMembers)
    .set({ role: 'admin' })
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, fromUserId),
        eq(groupMembers.role, 'creator'),
      ),
    );
  const [target] = await tx
    .update(groupMembers)
    .set({ role: 'creator' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.id, toMemberId)))
    .returning();
  if (!target) return undefined;
  await tx
    .update(groups)
    .set({ createdBy: target.userId, updatedAt: new Date() })
    .where(eq(groups.id, groupId));
  return target;
};

/** A group deleted because its creator left it with nobody: what its files were. */
export interface EmptiedGroup {
  id: string;
  logoUrl: string | null;
  coverImageUrl: string | null;
  mediaKeys: string[];
}

/**
 * Before a member's account is deleted (their rows go by cascade): each group they created passes to
 * its longest-standing admin, else moderator, else member; a group with nobody else in it is deleted.
 * The member counts of the groups they stay in until the cascade drop by one.
 */
export const releaseDepartingMember = async (tx: DbOrTx, userId: string): Promise<EmptiedGroup[]> => {
  const created = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'creator')));
  const emptied: EmptiedGroup[] = [];
  for (const { groupId } of created) {
    const [successor] = await tx
      .select({ id: groupMembers.id })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, userId)))
      .orderBy(
        sql`case ${groupMembers.role} when 'admin' then 0 when 'moderator' then 1 else 2 end`,
        asc(groupMembers.joinedAt),
        asc(groupMembers.id),
      )
      .limit(1);
    if (successor) {
      await transfer(tx, groupId, userId, successor.id);
      continue;
    }
    const [group] = await tx
      .select({ logoUrl: groups.logoUrl, coverImageUrl: groups.coverImageUrl })
      .from(groups)
      .where(eq(groups.id, groupId));
    const media = await tx
      .select({ key: microblogMedia.storageKey })
      .from(microblogMedia)
      .where(eq(microblogMedia.groupId, groupId));
    await deleteGroup(tx, groupId);
    emptied.push({
      id: groupId,
      logoUrl: group?.logoUrl ?? null,
      coverImageUrl: group?.coverImageUrl ?? null,
      mediaKeys: media.map((row) => row.key),
    });
  }
  await tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} - 1` })
    .where(
      inArray(
        groups.id,
        tx.select({ id: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId)),
      ),
    );
  return emptied;
};

/** A member's choice to hear of each new post; false when they are not a member. */
export const setNotifyPosts = async (db: DbOrTx, groupId: string, userId: string, enabled: boolean) => {
  const rows = await db
    .update(groupMembers)
    .set({ notifyPosts: enabled })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ id: groupMembers.id });
  return rows.length > 0;
};

/** The members who asked to hear of new posts, but the author. */
export const listPostSubscriberIds = (db: DbOrTx, groupId: string, authorId: string): Promise<string[]> =>
  memberIdsWhere(
    db,
    groupId,
    eq(groupMembers.notifyPosts, true),
    ne(groupMembers.userId, authorId),
    // A subscriber kept apart from the author by a block hears nothing of their posts (issue 32 §3).
    notBlockedBy(authorId, groupMembers.userId),
  );
