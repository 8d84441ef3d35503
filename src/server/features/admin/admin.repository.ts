import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

export const adminExists = async (db: DbOrTx): Promise<boolean> => {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).limit(1);
  return rows.length > 0;
};

export const setRole = (db: DbOrTx, profileId: string, role: string) =>
  db.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, profileId));
