import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

/** A table holding rows of a member: the columns that refer to `users.id` or `profiles.id`. */
export interface MemberTable {
  name: string;
  /** Columns whose value is a member's id (foreign keys to users or profiles, or the key itself). */
  columns: string[];
  /** What each of those foreign keys does when the member's row goes. */
  onDelete: Record<string, string>;
  /** The primary key's columns, in order (the export's keyset). */
  primaryKey: string[];
}

const memberRoots = new Set(['users', 'profiles']);

/**
 * Every table of the Drizzle schema with a column referring to a member (read from the schema's own
 * foreign keys, so a table added later is found without anyone listing it), plus `users` and `profiles`
 * themselves (their id is the member's).
 */
export const memberTables = (): MemberTable[] => {
  const found: MemberTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const name = getTableName(value);
    const columns: string[] = [];
    const onDelete: Record<string, string> = {};
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      if (!memberRoots.has(getTableName(reference.foreignTable))) continue;
      for (const column of reference.columns) {
        columns.push(column.name);
        onDelete[column.name] = fk.onDelete ?? 'no action';
      }
    }
    if (memberRoots.has(name)) columns.unshift('id');
    if (columns.length === 0) continue;
    const primaryKey = config.columns.filter((column) => column.primary).map((column) => column.name);
    const composite = config.primaryKeys[0]?.columns.map((column) => column.name) ?? [];
    found.push({
      name,
      columns: [...new Set(columns)],
      onDelete,
      primaryKey: primaryKey.length ? primaryKey : composite,
    });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
};
