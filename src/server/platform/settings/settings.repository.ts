import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { siteSettings } from '../../db/schema';

export const findByKeys = (db: DbOrTx, keys: string[]) =>
  db.select().from(siteSettings).where(inArray(siteSettings.key, keys));

export const findByKey = async (db: DbOrTx, key: string) => {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row;
};

export const upsert = (db: DbOrTx, key: string, value: string) =>
  db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });

/** Inserts the defaults that are missing, leaving values an admin already set. */
export const insertMissing = (db: DbOrTx, entries: { key: string; value: string }[]) =>
  db.insert(siteSettings).values(entries).onConflictDoNothing();
