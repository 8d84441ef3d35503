import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groupJoinRequests, groupRemovals, profiles } from '../../db/schema';
import { afterCursor, type Cursor } from '../../lib/cursor';
import { notBlockedBy } from '../../platform/blocks';
import { shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

/*
 * A group's join requests ("Demander à rejoindre", 002 §4) and whether a manager's removal keeps a member
 * to asking: what `group-member.service.ts` reads beside the memberships of `group.repository.ts`.
 */

export type JoinRequestRow = typeof groupJoinRequests.$inferSelect;

/** Whether a manager removed this member from the group (and nobody let them back in since). */
export const wasRemoved = async (db: DbOrTx, groupId: string, userId: string): Promise<boolean> =>
  (
    await db
      .select({ at: groupRemovals.removedAt })
      .from(groupRemovals)
      .where(and(eq(groupRemovals.groupId, groupId), eq(groupRemovals.userId, userId)))
  ).length > 0;

export const findPendingRequest = async (db: DbOrTx, groupId: string, userId: string) => {
  const [row] = await db
    .select()
    .from(groupJoinRequests)
    .where(
      and(
        eq(groupJoinRequests.groupId, groupId),
        eq(groupJoinRequests.userId, userId),
        eq(groupJoinRequests.status, 'pending'),
      ),
    );
  return row;
};

const { insert } = rowsById(groupJoinRequests, 'join request');

export const insertRequest = (db: DbOrTx, groupId: string, userId: string) => insert(db, { groupId, userId });

/** Moves a pending request of the group to `status`; undefined when it is not pending any more. */
export const decideRequest = async (
  db: DbOrTx,
  groupId: string,
  requestId: string,
  status: 'approved' | 'rejected' | 'cancelled',
  decidedBy: string,
) => {
  const [row] = await db
    .update(groupJoinRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(
      and(
        eq(groupJoinRequests.groupId, groupId),
        eq(groupJoinRequests.id, requestId),
        eq(groupJoinRequests.status, 'pending'),
      ),
    )
    .returning();
  return row;
};

/** Pending requests of members shown to others, oldest first (keyset on created_at, id). */
export const listPendingRequests = (
  db: DbOrTx,
  groupId: string,
  filter: { cursor?: Cursor; limit: number; viewerId: string },
) =>
  db
    .select({ request: groupJoinRequests, profile: profiles })
    .from(groupJoinRequests)
    .innerJoin(profiles, eq(profiles.id, groupJoinRequests.userId))
    .where(
      and(
        eq(groupJoinRequests.groupId, groupId),
        eq(groupJoinRequests.status, 'pending'),
        shownToOthers,
        notBlockedBy(filter.viewerId, groupJoinRequests.userId),
        afterCursor(groupJoinRequests.createdAt, groupJoinRequests.id, filter.cursor, 'asc'),
      ),
    )
    .orderBy(asc(groupJoinRequests.createdAt), asc(groupJoinRequests.id))
    .limit(filter.limit + 1);
