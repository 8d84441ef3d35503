import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, verifications } from '../../db/schema';

export const adminExists = async (db: DbOrTx): Promise<boolean> => {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).limit(1);
  return rows.length > 0;
};

export const setRole = (db: DbOrTx, profileId: string, role: string) =>
  db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, profileId));

const setupTokenIdentifier = 'admin-setup-token';

/** Keeps the hash of the one-time setup token, replacing any earlier one. */
export const replaceSetupToken = async (db: DbOrTx, digest: string, expiresAt: Date) => {
  await db.delete(verifications).where(eq(verifications.identifier, setupTokenIdentifier));
  await db.insert(verifications).values({ identifier: setupTokenIdentifier, value: digest, expiresAt });
};

/** Spends the setup token whose hash is `digest`: true when it existed, unexpired, and is now gone. */
export const spendSetupToken = async (db: DbOrTx, digest: string): Promise<boolean> => {
  const spent = await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, setupTokenIdentifier),
        eq(verifications.value, digest),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  return spent.length > 0;
};
