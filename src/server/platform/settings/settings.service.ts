import { limits } from '../../../common/limits';
import type { Db, DbOrTx } from '../../db/client';
import * as repo from './settings.repository';

/** Settings every install starts with; booleans are the strings 'true'/'false' (000 §3, §9). */
export const defaultSettings: Record<string, string> = {
  site_name: 'Sankofa',
  logging_enabled: 'false',
  ai_enabled: 'false',
};

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * Site settings with a short in-process cache: a value is re-read at most every 60 s (000 §9), and
 * at once on this instance after a write. A caller inside a transaction passes it (`tx`): on PGlite a
 * read outside an open transaction waits for it to end.
 */
export const createSettingsService = (db: Db, cacheMs: number = limits.loggingFlagCacheMs) => {
  const cache = new Map<string, { value: string | undefined; at: number }>();

  const get = async (key: string, tx: DbOrTx = db): Promise<string | undefined> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.value;
    const row = await repo.findByKey(tx, key);
    const value = row?.value ?? defaultSettings[key];
    cache.set(key, { value, at: Date.now() });
    return value;
  };

  return {
    get,
    async getBoolean(key: string): Promise<boolean> {
      return (await get(key)) === 'true';
    },
    async siteName(tx?: DbOrTx): Promise<string> {
      return (await get('site_name', tx)) ?? 'Sankofa';
    },
    async set(key: string, value: string): Promise<void> {
      await repo.upsert(db, key, value);
      cache.set(key, { value, at: Date.now() });
    },
    /** Several keys at once, through the same cache. */
    async getMany(keys: string[], tx?: DbOrTx): Promise<Record<string, string | undefined>> {
      const entries = await Promise.all(keys.map(async (key) => [key, await get(key, tx)] as const));
      return Object.fromEntries(entries);
    },
    /**
     * Runs a reference seed once per install (decision 13): `seed_version:<name>` in the settings records
     * the version that ran, so an admin's deletions and edits are never undone by a restart; a higher
     * `version` (new reference data) runs it again.
     */
    async runOnce(name: string, version: number, seed: () => Promise<void>): Promise<void> {
      const key = `seed_version:${name}`;
      const done = Number((await repo.findByKey(db, key))?.value ?? 0);
      if (done >= version) return;
      await seed();
      await repo.upsert(db, key, String(version));
      cache.delete(key);
    },
    /** Seeds the defaults on first start. */
    async seedDefaults(): Promise<void> {
      await repo.insertMissing(
        db,
        Object.entries(defaultSettings).map(([key, value]) => ({ key, value })),
      );
    },
  };
};
