import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/** The member with this address (profiles keep the account's address), for the notification test. */
export const findMemberByEmail = async (db: DbOrTx, email: string) =>
  (
    await db
      .select({ id: profiles.id, fullName: profiles.fullName, username: profiles.username })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, email))
      .limit(1)
  )[0];

/** The admins in good standing: who `notifyAdmins` reaches. */
export const countAdmins = async (db: DbOrTx): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(profiles)
      .where(and(eq(profiles.role, 'admin'), eq(profiles.isBlocked, false), eq(profiles.isSuspended, false)))
  )[0]?.n ?? 0;
