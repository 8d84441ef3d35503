import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export const findById = async (db: DbOrTx, id: string): Promise<ProfileRow | undefined> => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
};

export const usernameExists = async (db: DbOrTx, username: string): Promise<boolean> => {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, username))
    .limit(1);
  return rows.length > 0;
};

export const insert = async (db: DbOrTx, profile: NewProfile): Promise<ProfileRow> => {
  const [row] = await db.insert(profiles).values(profile).returning();
  if (!row) throw new Error('profile insert returned no row');
  return row;
};

/** Members an admin featured (landing showcase): named, not blocked or suspended, newest first. */
export const listFeatured = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.isFeatured, true),
        eq(profiles.isBlocked, false),
        eq(profiles.isSuspended, false),
        isNotNull(profiles.fullName),
        ne(profiles.fullName, ''),
      ),
    )
    .orderBy(desc(profiles.updatedAt), desc(profiles.id))
    .limit(limit);
