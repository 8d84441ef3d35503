import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../common/errors';
import type { DbOrTx } from '../db/client';
import { AppError } from '../lib/app-error';
import { rowsOf } from '../lib/db';

/**
 * The one blocking rule (issue 22 §3): a block in either direction hides two members from each other
 * everywhere. Every read that lists people or content reuses these two pieces; nothing else decides.
 */

type Operand = string | Placeholder | SQLWrapper;

/** True when `a` blocked `b` or `b` blocked `a` (primary key one way, `blocks_blocked_idx` the other). */
export const blockedEitherWay = (a: Operand, b: Operand): SQL =>
  sql`exists (select 1 from blocks bl where (bl.blocker_id = ${a} and bl.blocked_id = ${b}) or (bl.blocker_id = ${b} and bl.blocked_id = ${a}))`;

/**
 * A condition for queries: the row whose member is `column` is not hidden from `viewerId` by a block
 * either way. `viewerId` may be a placeholder of a prepared statement.
 */
export const notBlockedBy = (viewerId: Operand, column: Operand): SQL =>
  sql`not ${blockedEitherWay(viewerId, column)}`;

/** Whether two members are kept apart by a block, whichever of them blocked. */
export const isBlockedEitherWay = async (db: DbOrTx, a: string, b: string): Promise<boolean> => {
  if (a === b) return false;
  const [row] = rowsOf(
    await db.execute(sql`select ${blockedEitherWay(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`),
  );
  return row?.blocked === true;
};

/**
 * The members kept apart from `viewerId` by a block either way, as a subquery for `in (…)`: read from
 * the two block indexes, a handful of rows for most members. What a count shared by every viewer
 * subtracts for one of them (the mentors directory's total).
 */
export const keptApartFrom = (viewerId: Operand): SQL =>
  sql`(select bl.blocked_id from blocks bl where bl.blocker_id = ${viewerId} union all select bl.blocker_id from blocks bl where bl.blocked_id = ${viewerId})`;

/**
 * Whether any block, either way, involves the member `memberId`: read with the session (`Actor.keptApart`)
 * so that the lists of a member who never blocked nor was blocked (nearly all) skip the block test and
 * its counts. A block or an unblock invalidates both members' sessions, so the flag follows at once.
 */
export const keptApartFromAnyone = (memberId: Operand): SQL =>
  sql`(exists (select 1 from blocks bl where bl.blocker_id = ${memberId}) or exists (select 1 from blocks bl where bl.blocked_id = ${memberId}))`;

/**
 * A write from one member to another (a contact mail, a like, a reply, a review, a join request, a
 * message, a connection…) between two members kept apart by a block, either way, is refused with the
 * same 404 as a missing member (issue 32 §3): the writer learns nothing a missing member would not tell.
 * `code` is the endpoint's own "no such member" code where it has one (`recipient_not_found`).
 */
export const refuseBlockedPair = async (
  db: DbOrTx,
  actorId: string,
  otherId: string | null | undefined,
  code: ErrorCode = 'not_found',
): Promise<void> => {
  if (otherId && (await isBlockedEitherWay(db, actorId, otherId))) throw new AppError(code);
};
