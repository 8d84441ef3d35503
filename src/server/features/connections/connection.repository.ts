import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, profiles } from '../../db/schema';
import { afterCursor, afterPosition, type Cursor, placeholderPosition } from '../../lib/cursor';
import { preparedQuery } from '../../lib/prepared';
import { personColumns, shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type ConnectionRow = typeof connections.$inferSelect;
export type ConnectionStatusValue = 'pending' | 'accepted' | 'rejected';

export const findById = async (db: DbOrTx, id: string): Promise<ConnectionRow | undefined> => {
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  return row;
};

/** Every row between two members, whatever the direction (at most one per direction). */
export const findBetween = (db: DbOrTx, a: string, b: string): Promise<ConnectionRow[]> =>
  db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.requesterId, a), eq(connections.recipientId, b)),
        and(eq(connections.requesterId, b), eq(connections.recipientId, a)),
      ),
    );

const { insert } = rowsById(connections, 'connection');

export const insertPending = (db: DbOrTx, requesterId: string, recipientId: string) =>
  insert(db, { requesterId, recipientId, status: 'pending' });

/**
 * Moves a row from one status to another, only if it still has the expected one (a concurrent
 * answer or cancel wins once); undefined when it did not.
 */
export const transition = async (
  db: DbOrTx,
  id: string,
  from: ConnectionStatusValue,
  to: ConnectionStatusValue,
): Promise<ConnectionRow | undefined> => {
  const [row] = await db
    .update(connections)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(connections.id, id), eq(connections.status, from)))
    .returning();
  return row;
};

/** Resends a declined request: the same row, pending again and dated now (000 §4). */
export const resend = async (db: DbOrTx, id: string): Promise<ConnectionRow | undefined> => {
  const [row] = await db
    .update(connections)
    .set({ status: 'pending', createdAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(connections.id, id), eq(connections.status, 'rejected')))
    .returning();
  return row;
};

/** Deletes a row that still has the expected status; false when it did not. */
export const deleteWithStatus = async (
  db: DbOrTx,
  id: string,
  status: ConnectionStatusValue,
): Promise<boolean> => {
  const rows = await db
    .delete(connections)
    .where(and(eq(connections.id, id), eq(connections.status, status)))
    .returning({ id: connections.id });
  return rows.length > 0;
};

/** count_pending_connection_requests (000 §7): requests waiting for this member's answer. */
const pendingCount = preparedQuery('connections_pending_count', (db, _shape: 'one', statement) =>
  db
    .select({ n: count() })
    .from(connections)
    .innerJoin(profiles, eq(profiles.id, connections.requesterId))
    .where(
      and(
        eq(connections.recipientId, sql.placeholder('recipientId')),
        eq(connections.status, 'pending'),
        shownToOthers,
      ),
    )
    .prepare(statement),
);

/** The pending badge: requests waiting for this member's answer, from members in good standing. */
export const countPendingFor = async (db: DbOrTx, recipientId: string): Promise<number> => {
  const [row] = await pendingCount(db, 'one').execute({ recipientId });
  return row?.n ?? 0;
};

const olderThan = (cursor: Cursor | undefined): SQL | undefined =>
  afterCursor(connections.createdAt, connections.id, cursor, 'desc');

/** The other member is shown: not blocked or suspended by staff, no deletion pending (issue 38 §3). */
const inGoodStanding = shownToOthers;

/**
 * A member's accepted connections with the other member's profile, newest request first (000 §7),
 * by keyset. Blocked, suspended and leaving members are left out.
 */
const acceptedPage = preparedQuery('connections_accepted', (db, shape: 'first' | 'after', statement) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ connection: connections, profile: personColumns })
    .from(connections)
    .innerJoin(
      profiles,
      sql`${profiles.id} = case when ${connections.requesterId} = ${userId} then ${connections.recipientId} else ${connections.requesterId} end`,
    )
    .where(
      and(
        or(eq(connections.requesterId, userId), eq(connections.recipientId, userId)),
        eq(connections.status, 'accepted'),
        inGoodStanding,
        shape === 'after'
          ? afterPosition(connections.createdAt, connections.id, placeholderPosition, 'desc')
          : undefined,
      ),
    )
    .orderBy(desc(connections.createdAt), desc(connections.id))
    .limit(sql.placeholder('limit'))
    .prepare(statement);
});

export const listAccepted = (db: DbOrTx, userId: string, filter: { cursor?: Cursor; limit: number }) =>
  acceptedPage(db, filter.cursor ? 'after' : 'first').execute({
    userId,
    at: filter.cursor?.at,
    id: filter.cursor?.id,
    limit: filter.limit + 1,
  });

/** Requests waiting for this member's answer, with the requester's profile, newest first. */
export const listPendingReceived = (db: DbOrTx, userId: string, filter: { cursor?: Cursor; limit: number }) =>
  db
    .select({ connection: connections, profile: personColumns })
    .from(connections)
    .innerJoin(profiles, eq(profiles.id, connections.requesterId))
    .where(
      and(
        eq(connections.recipientId, userId),
        eq(connections.status, 'pending'),
        inGoodStanding,
        olderThan(filter.cursor),
      ),
    )
    .orderBy(desc(connections.createdAt), desc(connections.id))
    .limit(filter.limit + 1);
