import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type {
  AdminUserCounters,
  AdminUsersFilter,
  UserBulkAction,
} from '../../../common/contracts/admin-users';
import type { DbOrTx } from '../../db/client';
import { deleteMemberRecounting } from '../../db/recount';
import {
  connections,
  messages,
  microblogComments,
  microblogPosts,
  profiles,
  sessions,
} from '../../db/schema';
import { countRows, inBatches, likeLiteral, rowsOf, words } from '../../lib/db';
import { countCapped, type PageWindow } from '../../lib/numbered-page';

/** Must stay identical to the expression of `profiles_admin_search_trgm_idx` (migration 0013). */
const searchDocument = sql`sankofa_fold(coalesce(${profiles.fullName}, '') || ' ' || ${profiles.username} || ' ' || ${profiles.email})`;

export const adminUserColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  username: profiles.username,
  email: profiles.email,
  role: profiles.role,
  avatarUrl: profiles.avatarUrl,
  createdAt: profiles.createdAt,
  lastSignInAt: profiles.lastSignInAt,
  isSuspended: profiles.isSuspended,
  isBlocked: profiles.isBlocked,
  isCertified: profiles.isCertified,
  isFeatured: profiles.isFeatured,
};
export type AdminUserRecord = {
  id: string;
  fullName: string | null;
  username: string;
  email: string;
  role: string;
  avatarUrl: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  isSuspended: boolean;
  isBlocked: boolean;
  isCertified: boolean;
  isFeatured: boolean;
};

const statusCondition: Record<NonNullable<AdminUsersFilter['status']>, SQL> = {
  active: sql`not ${profiles.isSuspended} and not ${profiles.isBlocked}`,
  suspended: sql`${profiles.isSuspended}`,
  blocked: sql`${profiles.isBlocked}`,
  certified: sql`${profiles.isCertified}`,
  featured: sql`${profiles.isFeatured}`,
  inactive: sql`${profiles.markedInactiveAt} is not null`,
};

const whereOf = (filter: AdminUsersFilter): SQL | undefined => {
  const conditions: SQL[] = [];
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchDocument} like '%' || sankofa_fold(${likeLiteral(word)}) || '%'`);
  }
  if (filter.role) conditions.push(eq(profiles.role, filter.role));
  if (filter.status) conditions.push(statusCondition[filter.status]);
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/** Each sort ends on the id, so pages never share or skip a row; every one has its index. */
const orderOf = (sort: AdminUsersFilter['sort']): SQL[] => {
  switch (sort) {
    case 'oldest':
      return [asc(profiles.createdAt), asc(profiles.id)];
    case 'nameAsc':
      return [sql`sankofa_fold(${profiles.fullName}) asc nulls last`, asc(profiles.id)];
    case 'nameDesc':
      return [sql`sankofa_fold(${profiles.fullName}) desc nulls last`, desc(profiles.id)];
    case 'lastLogin':
      // Spelled as profiles_last_sign_in_idx is (`id desc nulls last`), so the index gives the order.
      return [sql`${profiles.lastSignInAt} desc nulls last`, sql`${profiles.id} desc nulls last`];
    default:
      return [desc(profiles.createdAt), desc(profiles.id)];
  }
};

/** One page of members in the filter's order. */
export const listUsers = (
  db: DbOrTx,
  filter: AdminUsersFilter,
  window: PageWindow,
): Promise<AdminUserRecord[]> =>
  db
    .select(adminUserColumns)
    .from(profiles)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter.sort))
    .limit(window.limit)
    .offset(window.offset);

/** How many members match, counted up to `cap + 1` in no particular order. */
export const countUsers = (db: DbOrTx, filter: AdminUsersFilter, cap: number): Promise<number> =>
  countCapped(db, profiles, profiles.id, whereOf(filter), cap);

/** Every matching member in the list's order, `size` at a time (the CSV export). */
export const allUsers = (
  db: DbOrTx,
  filter: AdminUsersFilter,
  size = 1000,
): AsyncGenerator<AdminUserRecord[]> =>
  inBatches(
    db
      .select(adminUserColumns)
      .from(profiles)
      .where(whereOf(filter))
      .orderBy(...orderOf(filter.sort))
      .$dynamic(),
    size,
  );

/** The six counters in one pass; 'new this month' from the first day of the month in Paris. */
export const counters = async (db: DbOrTx, monthStart: Date): Promise<AdminUserCounters> => {
  const [row] = await db
    .select({
      total: count(),
      newThisMonth: sql<number>`count(*) filter (where ${profiles.createdAt} >= ${monthStart})`.mapWith(
        Number,
      ),
      active:
        sql<number>`count(*) filter (where not ${profiles.isSuspended} and not ${profiles.isBlocked})`.mapWith(
          Number,
        ),
      suspended: sql<number>`count(*) filter (where ${profiles.isSuspended})`.mapWith(Number),
      blocked: sql<number>`count(*) filter (where ${profiles.isBlocked})`.mapWith(Number),
      certified: sql<number>`count(*) filter (where ${profiles.isCertified})`.mapWith(Number),
    })
    .from(profiles);
  return row ?? { total: 0, newThisMonth: 0, active: 0, suspended: 0, blocked: 0, certified: 0 };
};

export const findUser = async (db: DbOrTx, id: string): Promise<AdminUserRecord | undefined> => {
  const [row] = await db.select(adminUserColumns).from(profiles).where(eq(profiles.id, id));
  return row;
};

/** The same rows locked for the transaction (role and status rules read them). */
export const lockUsers = (db: DbOrTx, ids: readonly string[]) =>
  db
    .select({
      id: profiles.id,
      role: profiles.role,
      isSuspended: profiles.isSuspended,
      isBlocked: profiles.isBlocked,
    })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]))
    .for('update');

/** Admins in good standing (neither suspended nor blocked), beyond `excluding`. */
export const countActiveAdmins = (db: DbOrTx, excluding: readonly string[] = []): Promise<number> =>
  countRows(
    db,
    profiles,
    and(
      eq(profiles.role, 'admin'),
      sql`not ${profiles.isSuspended} and not ${profiles.isBlocked}`,
      excluding.length > 0 ? notInArray(profiles.id, [...excluding]) : undefined,
    ),
  );

export const updateUser = async (
  db: DbOrTx,
  id: string,
  set: { fullName?: string; role?: string; isFeatured?: boolean },
): Promise<AdminUserRecord | undefined> => {
  const [row] = await db
    .update(profiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning(adminUserColumns);
  return row;
};

const bulkChange: Record<UserBulkAction, { set: Partial<typeof profiles.$inferInsert>; unchanged: SQL }> = {
  suspend: { set: { isSuspended: true }, unchanged: sql`not ${profiles.isSuspended}` },
  unsuspend: { set: { isSuspended: false }, unchanged: sql`${profiles.isSuspended}` },
  block: { set: { isBlocked: true }, unchanged: sql`not ${profiles.isBlocked}` },
  unblock: { set: { isBlocked: false }, unchanged: sql`${profiles.isBlocked}` },
  certify: { set: { isCertified: true }, unchanged: sql`not ${profiles.isCertified}` },
  uncertify: { set: { isCertified: false }, unchanged: sql`${profiles.isCertified}` },
  feature: { set: { isFeatured: true }, unchanged: sql`not ${profiles.isFeatured}` },
  unfeature: { set: { isFeatured: false }, unchanged: sql`${profiles.isFeatured}` },
};

/** One statement for the whole selection; returns the ids it actually changed. */
export const applyBulk = async (
  db: DbOrTx,
  ids: readonly string[],
  action: UserBulkAction,
): Promise<string[]> => {
  const change = bulkChange[action];
  const rows = await db
    .update(profiles)
    .set({ ...change.set, updatedAt: new Date() })
    .where(and(inArray(profiles.id, [...ids]), change.unchanged))
    .returning({ id: profiles.id });
  return rows.map((row) => row.id);
};

export const deleteSessionsOf = async (db: DbOrTx, ids: readonly string[]) => {
  if (ids.length > 0) await db.delete(sessions).where(inArray(sessions.userId, [...ids]));
};

export const findUserByEmail = async (db: DbOrTx, email: string): Promise<AdminUserRecord | undefined> => {
  const [row] = await db.select(adminUserColumns).from(profiles).where(eq(profiles.email, email)).limit(1);
  return row;
};

/** What would go with the member: their posts, comments, sent messages and connections. */
export const contentCounts = async (db: DbOrTx, userId: string) => {
  const result = await db.execute(sql`
    select
      (select count(*) from ${microblogPosts} where ${microblogPosts.userId} = ${userId})::int as posts,
      (select count(*) from ${microblogComments} where ${microblogComments.userId} = ${userId})::int as comments,
      (select count(*) from ${messages} where ${messages.senderId} = ${userId})::int as messages,
      (select count(*) from ${connections}
        where ${connections.requesterId} = ${userId} or ${connections.recipientId} = ${userId})::int as connections`);
  const [row] = rowsOf(result);
  return {
    posts: Number(row?.posts ?? 0),
    comments: Number(row?.comments ?? 0),
    messages: Number(row?.messages ?? 0),
    connections: Number(row?.connections ?? 0),
  };
};

/**
 * Deletes the account (the cascade takes the profile, sessions, content and relations), then recounts
 * what the cascade changed without its counters (`deleteMemberRecounting`: the member's own closing does
 * the same).
 */
export const deleteAccount = deleteMemberRecounting;
