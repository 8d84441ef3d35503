import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, users } from '../../db/schema';

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

export const deleteSessionsOfUser = (db: DbOrTx, userId: string) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

export const deleteUser = (db: DbOrTx, userId: string) => db.delete(users).where(eq(users.id, userId));

/** A session by its token with its member's profile: one indexed query for the hot path. */
export const findSessionWithProfile = async (db: DbOrTx, token: string) => {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, profile: profiles })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, token))
    .limit(1);
  return row;
};
