import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';

/*
 * The test files' PGlite databases, used again by the next file of the same worker (vitest runs a
 * worker's files one after the other, without isolation, vitest.config.ts). Starting PGlite from the
 * migrated template took 2–3 s a file on two cores, most of the API run; emptying the tables of a
 * finished file takes a tenth of that. A database whose shape a file changed (a table, a column, a
 * function or a trigger added or dropped) is closed instead, and the next file starts a fresh one.
 */

/** The template's state: its shape, and the rows its migrations wrote (table → rows as JSON). */
interface Pristine {
  shape: string;
  tables: string[];
  rows: { table: string; json: string }[];
}

const pristineOf = new WeakMap<Database, Pristine>();
const spares: Database[] = [];

const rowsOf = async <Row>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Every relation, column, function and trigger outside the system catalogs, hashed. */
const shapeOf = async (database: Database) => {
  const [row] = await rowsOf<{ shape: string }>(
    database,
    sql`select md5(coalesce(string_agg(part, ',' order by part), '')) as shape from (
      select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce((
        select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ',' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as part
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
      union all
      select 'function:' || p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
      union all
      select 'trigger:' || t.tgrelid::regclass::text || '.' || t.tgname from pg_trigger t where not t.tgisinternal
    ) parts`,
  );
  return row?.shape ?? '';
};

const recordPristine = async (database: Database): Promise<void> => {
  const tables = (
    await rowsOf<{ name: string }>(
      database,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => `public.${row.name}`);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const [row] = await rowsOf<{ json: string | null }>(
      database,
      sql.raw(`select json_agg(t)::text as json from ${table} t`),
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  pristineOf.set(database, { shape: await shapeOf(database), tables, rows });
};

/** A database as the template left it: a spare of an earlier file, or a new copy of the template. */
export const openPgliteTestDatabase = async (): Promise<Database> => {
  const spare = spares.pop();
  if (spare) return spare;
  const templateFile = inject('pgliteTemplate');
  const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  const database = await openDatabase({ memory: true, template });
  if (template) await recordPristine(database);
  return database;
};

/**
 * Ends a file's use of `database`: back to the template's rows and kept for the next file, or closed
 * when its shape changed or emptying it failed. `discard all` ends what a session may still hold
 * (advisory locks, settings, listeners, prepared statements, temporary tables).
 */
export const releasePgliteTestDatabase = async (database: Database): Promise<void> => {
  const pristine = pristineOf.get(database);
  const reset = async () => {
    if (!pristine || (await shapeOf(database)) !== pristine.shape) return false;
    await database.db.execute(sql`discard all`);
    await database.db.execute(sql.raw(`truncate ${pristine.tables.join(', ')} restart identity cascade`));
    for (const { table, json } of pristine.rows) {
      await database.db.execute(
        sql`insert into ${sql.raw(table)} select * from json_populate_recordset(null::${sql.raw(table)}, ${json})`,
      );
    }
    return true;
  };
  if (await reset().catch(() => false)) spares.push(database);
  else await database.close();
};
