import { pgTable, text } from 'drizzle-orm/pg-core';
import * as column from './columns';

/**
 * The last tick each scheduled job ran for. Read and written under the job's advisory lock, so a tick
 * runs once however many instances share the database (DESIGN.md §2, `plugins/jobs.ts`).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastTickAt: column.timestampTz('last_tick_at').notNull(),
  finishedAt: column.timestampTz('finished_at').notNull(),
});
