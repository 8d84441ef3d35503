import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Reclaims the embedded database's dead rows and refreshes its planner statistics (`VACUUM (ANALYZE)`),
 * the work PostgreSQL's autovacuum does on a server and PGlite, one process without its launcher, never
 * does. A job runs it every hour (app.ts); a community's database takes a second or less.
 */
export const vacuumEmbedded = async (db: Db): Promise<void> => {
  await db.execute(sql`vacuum (analyze)`);
};
