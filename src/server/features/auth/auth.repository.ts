import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

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
