import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { verifications } from '../db/schema';

/*
 * One-time secrets kept by identifier in better-auth's `verification` table, for the links the areas
 * mail themselves: the password reset (auth), the e-mail change and the account deletion (account),
 * each under its own prefix (`email-change:<member>`…).
 */

/** One pending link per purpose and member: a new one replaces the last. */
export const replaceVerification = async (db: DbOrTx, identifier: string, value: string, expiresAt: Date) => {
  await db.delete(verifications).where(eq(verifications.identifier, identifier));
  await db.insert(verifications).values({ identifier, value, expiresAt });
};

export const findVerification = async (db: DbOrTx, identifier: string) => {
  const [row] = await db.select().from(verifications).where(eq(verifications.identifier, identifier));
  return row;
};

export const deleteVerification = (db: DbOrTx, identifier: string) =>
  db.delete(verifications).where(eq(verifications.identifier, identifier));
