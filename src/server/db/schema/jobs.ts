import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last tick each scheduled job ran for. Read and written under the job's advisory lock, so a tick
 * runs once however many instances share the database (DESIGN.md §2, `plugins/jobs.ts`).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastTickAt: timestamp('last_tick_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});
