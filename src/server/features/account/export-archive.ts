import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/db';
import { escapeHtml } from '../../platform/mail/mail-template';
import {
  type ExportedTable,
  isExcluded,
  type MemberDataRegistry,
  memberAddress,
} from '../../platform/member-data';
import type { StorageDriver } from '../../plugins/storage';
import { type MemberTable, memberTables } from './member-tables';

/** Rows read per query: the largest data sets (10k messages) stream through in pages. */
const pageSize = 2000;

interface DataSet {
  table: string;
  label: string;
  file: string;
  rows: number;
}

/**
 * The tables the ZIP holds, from the schema's member tables and the areas' plan (`memberData` in their
 * modules). A table with no entry is left out here; the coverage test fails on it before it ships.
 */
export const exportedTables = (
  plan: MemberDataRegistry['plan'],
): { table: MemberTable; entry: ExportedTable }[] =>
  memberTables().flatMap((table) => {
    const entry = plan[table.name];
    return entry && !isExcluded(entry) ? [{ table, entry }] : [];
  });

const column = (name: string) => sql`t.${sql.identifier(name)}`;

/** One data set of the ZIP: a table, the rows of the member in it, and what leaves the file. */
interface DataSource {
  table: string;
  label: string;
  primaryKey: string[];
  matches: SQL;
  omit?: readonly string[];
  deletedFlag?: string;
}

/** The rows of a member table that are the member's: by their member columns, or through another row. */
const memberRows = (table: MemberTable, entry: ExportedTable, userId: string): SQL => {
  const by = entry.by ?? table.columns;
  const via = entry.through;
  return sql.join(
    [
      ...by.map((name) => sql`${column(name)} = ${userId}`),
      ...(via
        ? [
            sql`${column(via.column)} in (select id from ${sql.identifier(via.table)} where ${sql.identifier(via.memberColumn)} = ${userId})`,
          ]
        : []),
    ],
    sql` or `,
  );
};

/** Every data set of the member: the member tables of the plan, then the tables kept by their address. */
const dataSources = async (
  db: DbOrTx,
  memberData: MemberDataRegistry,
  userId: string,
): Promise<DataSource[]> => {
  const byId = exportedTables(memberData.plan).map(({ table, entry }) => ({
    table: table.name,
    label: entry.label,
    primaryKey: table.primaryKey,
    matches: memberRows(table, entry, userId),
    omit: entry.omit,
    deletedFlag: entry.deletedFlag,
  }));
  const address = await memberAddress(db, userId);
  const byAddress = address
    ? Object.entries(memberData.addressed).map(([table, entry]) => ({
        table,
        label: entry.label,
        primaryKey: [entry.key],
        matches: sql`${column(entry.column)} = ${address}`,
        omit: entry.omit,
      }))
    : [];
  return [...byId, ...byAddress];
};

/** One page of a data set's rows, as JSON text, after the keyset `after`. */
const readPage = async (db: DbOrTx, source: DataSource, after: string[] | undefined) => {
  const keys = source.primaryKey.map((name) => sql`${column(name)}::text collate "C"`);
  // In parentheses: `::` binds tighter than `-`, so a cast written after it would apply to the array
  // alone (removing a key named '{token}' and answering jsonb, which the driver reads as an object).
  const json: SQL = source.omit?.length
    ? sql`(to_jsonb(t) - array[${sql.join(
        source.omit.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[])`
    : sql`to_jsonb(t)`;
  const live = source.deletedFlag ? sql` and not ${column(source.deletedFlag)}` : sql``;
  const keyset = after
    ? sql` and row(${sql.join(keys, sql`, `)}) > row(${sql.join(
        after.map((value) => sql`${value}::text collate "C"`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select ${json}::text as row, ${sql.join(
      keys.map((key, index) => sql`${key} as ${sql.identifier(`k${index}`)}`),
      sql`, `,
    )}
    from ${sql.identifier(source.table)} t
    where (${source.matches})${live}${keyset}
    order by ${sql.join(keys, sql`, `)}
    limit ${pageSize}`);
  const rows = rowsOf(result);
  const last = rows.at(-1);
  return {
    json: rows.map((row) => String(row.row)),
    next:
      last && rows.length === pageSize
        ? source.primaryKey.map((_, index) => String(last[`k${index}`]))
        : undefined,
  };
};

const indexHtml = (sets: DataSet[], files: string[], createdAt: Date) => `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>Mes données Sankofa</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style></head>
<body>
<h1>Mes données Sankofa</h1>
<p>Export créé le ${escapeHtml(createdAt.toISOString().slice(0, 10))}. Chaque ensemble de données est un fichier JSON
(un tableau d’objets, un par ligne enregistrée) du dossier <code>donnees/</code> ; vos fichiers envoyés sont dans
<code>fichiers/</code>.</p>
<h2>Données</h2>
<table><thead><tr><th scope="col">Ensemble</th><th scope="col">Fichier</th><th scope="col">Éléments</th></tr></thead><tbody>
${sets
  .map(
    (set) =>
      `<tr><td>${escapeHtml(set.label)}</td><td><a href="${escapeHtml(set.file)}">${escapeHtml(set.file)}</a></td><td>${set.rows}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
<h2>Fichiers</h2>
${files.length ? `<ul>${files.map((file) => `<li><a href="${escapeHtml(file)}">${escapeHtml(file)}</a></li>`).join('')}</ul>` : '<p>Aucun fichier envoyé.</p>'}
</body></html>
`;

/**
 * Builds the member's ZIP into `sink` as it goes (issue 32 §5): `donnees/<table>.json` per data set (read
 * in keyset pages), `fichiers/…` (the stored files, as they are, streamed) and a readable `index.html`.
 * Each piece is written before the next is read, waiting for the sink to drain, so the memory holds one
 * page of rows or one chunk of a file, never the archive. Ends the sink; destroys it on a failure.
 * Answers the archive's size.
 */
export const buildExportArchive = async (
  db: DbOrTx,
  memberData: MemberDataRegistry,
  storage: StorageDriver,
  userId: string,
  now: Date,
  sink: Writable,
): Promise<number> => {
  try {
    let size = 0;
    let failure: Error | null = null;
    const zip = new Zip((error, data) => {
      if (error) failure = error;
      else {
        size += data.length;
        sink.write(data);
      }
    });
    /** Lets the sink write out what it holds before more is read. */
    const drained = async () => {
      if (failure) throw failure;
      if (sink.writableNeedDrain) await once(sink, 'drain');
    };
    const sets: DataSet[] = [];
    for (const source of await dataSources(db, memberData, userId)) {
      const file = `donnees/${source.table}.json`;
      const stream = new ZipDeflate(file, { level: 6 });
      zip.add(stream);
      stream.push(strToU8('['));
      let rows = 0;
      let after: string[] | undefined;
      do {
        const page = await readPage(db, source, after);
        if (page.json.length > 0) {
          stream.push(strToU8(`${rows > 0 ? ',' : ''}\n${page.json.join(',\n')}`));
          rows += page.json.length;
        }
        after = page.next;
        await drained();
      } while (after);
      stream.push(strToU8(rows > 0 ? '\n]\n' : ']\n'), true);
      sets.push({ table: source.table, label: source.label, file, rows });
    }
    const files: string[] = [];
    for (const { bucket, key } of await memberData.files(db, storage, userId)) {
      const source = await storage.readStream(bucket, key);
      if (!source) continue;
      const name = `fichiers/${bucket}/${key}`;
      const stream = new ZipPassThrough(name);
      zip.add(stream);
      for await (const chunk of source) {
        stream.push(chunk instanceof Uint8Array ? chunk : new Uint8Array(Buffer.from(chunk)));
        await drained();
      }
      stream.push(new Uint8Array(0), true);
      files.push(name);
    }
    const index = new ZipDeflate('index.html', { level: 6 });
    zip.add(index);
    index.push(strToU8(indexHtml(sets, files, now)), true);
    zip.end();
    if (failure) throw failure;
    sink.end();
    await finished(sink);
    return size;
  } catch (error) {
    sink.destroy();
    throw error;
  }
};
