import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../lib/db';
import { type RichHtmlOptions, sanitizeRichHtml } from '../lib/sanitize';
import type { SettingsService } from './settings/settings.service';

/**
 * A link tag to a web address without `nofollow` (PostgreSQL's regular expressions): what the sanitiser
 * wrote before every link to another site got `rel="nofollow"`.
 */
const followedLink = '<a (?![^>]*nofollow)[^>]*href="https?:';

/** How many rows a job's run rewrites at most, so that a large install catches up over a few runs. */
const rowsPerRun = 500;

/** A table's stored rich text, and how its sanitiser reads it (the blog's own images). */
export interface StoredRichHtml {
  table: PgTable;
  id: PgColumn;
  html: PgColumn;
  options?: RichHtmlOptions;
}

/**
 * Rich text stored before the sanitiser's rule changed (a link to another site gets `rel="nofollow"`):
 * its rows still holding such a link are cleaned again by the same sanitiser as a new write, at most
 * `rowsPerRun` of them. Answers how many rows it rewrote.
 */
export const cleanFollowedLinks = async (db: DbOrTx, stored: StoredRichHtml): Promise<number> => {
  const { table, id, html } = stored;
  const rows = rowsOf(
    await db.execute(
      sql`select ${id} as id, ${html} as html from ${table} where ${html} ~ ${followedLink} limit ${rowsPerRun}`,
    ),
  );
  for (const row of rows) {
    const clean: SQL = sql`${sanitizeRichHtml(String(row.html), stored.options)}`;
    await db.execute(
      sql`update ${table} set ${sql.identifier(html.name)} = ${clean} where ${sql.identifier(id.name)} = ${row.id}`,
    );
  }
  return rows.length;
};

/**
 * The scheduled job of an area whose members write rich text: every ten minutes it cleans a batch of
 * the rows stored with followed links, until a run finds none; the setting `seed_version:<name>` then
 * records that it is done and later runs read only that.
 */
export const followedLinksJob = (name: string, stored: StoredRichHtml) => ({
  name,
  schedule: '*/10 * * * *',
  run: async ({ db, settings }: { db: DbOrTx; settings: Pick<SettingsService, 'get' | 'set'> }) => {
    const key = `seed_version:${name}`;
    if ((await settings.get(key)) === '1') return;
    if ((await cleanFollowedLinks(db, stored)) === 0) await settings.set(key, '1');
  },
});
