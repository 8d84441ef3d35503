import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A table whose rows are named by a uuid `id` column. */
type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * The queries of a row by its id that every area's main table needs: read it, read it under a lock
 * held until the transaction ends, insert, update, delete. A repository exports the ones it uses:
 * `export const { findById, insert } = rowsById(projects, 'project');` (`label` names the row in the
 * error of an insert that returned nothing).
 */
export const rowsById = <T extends TableWithId>(table: T, label: string) => {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const source: PgTable = table;
  const id: AnyPgColumn = table.id;
  return {
    findById: async (db: DbOrTx, rowId: string): Promise<Row | undefined> => {
      const [row] = await db.select().from(source).where(eq(id, rowId)).limit(1);
      return row as Row | undefined;
    },
    /** The row, locked until the transaction ends (changes to it are made one after the other). */
    lockById: async (db: DbOrTx, rowId: string): Promise<Row | undefined> => {
      const [row] = await db.select().from(source).where(eq(id, rowId)).for('update').limit(1);
      return row as Row | undefined;
    },
    insert: async (db: DbOrTx, values: Insert): Promise<Row> => {
      const [row] = await db
        .insert(source)
        .values(values as PgInsertValue<PgTable>)
        .returning();
      if (!row) throw new Error(`${label} insert returned nothing`);
      return row as Row;
    },
    update: async (db: DbOrTx, rowId: string, values: Partial<Insert>): Promise<void> => {
      await db
        .update(source)
        .set(values as PgUpdateSetSource<PgTable>)
        .where(eq(id, rowId));
    },
    remove: async (db: DbOrTx, rowId: string): Promise<void> => {
      await db.delete(source).where(eq(id, rowId));
    },
  };
};

/** A table of rows a member owns (a CV item), named by `id` and `profile_id`. */
type OwnedTable = TableWithId & { profileId: AnyPgColumn };

/**
 * The queries of a member's own rows: find, update and delete are scoped by `profile_id` as well as
 * the id, so another member's id matches no row (the service answers 404). `touch`: an update also
 * sets `updated_at`.
 */
export const ownedRows = <T extends OwnedTable>(
  table: T,
  label: string,
  options: { touch?: boolean } = {},
) => {
  type Row = T['$inferSelect'];
  const source: PgTable = table;
  const id: AnyPgColumn = table.id;
  const owner: AnyPgColumn = table.profileId;
  const own = (profileId: string, rowId: string) => and(eq(id, rowId), eq(owner, profileId));
  return {
    find: async (db: DbOrTx, profileId: string, rowId: string): Promise<Row | undefined> => {
      const [row] = await db.select().from(source).where(own(profileId, rowId));
      return row as Row | undefined;
    },
    insert: rowsById(table, label).insert,
    update: async (
      db: DbOrTx,
      profileId: string,
      rowId: string,
      patch: Partial<T['$inferInsert']>,
    ): Promise<Row | undefined> => {
      const values = options.touch ? { ...patch, updatedAt: new Date() } : patch;
      const [row] = await db
        .update(source)
        .set(values as PgUpdateSetSource<PgTable>)
        .where(own(profileId, rowId))
        .returning();
      return row as Row | undefined;
    },
    remove: async (db: DbOrTx, profileId: string, rowId: string): Promise<boolean> =>
      (await db.delete(source).where(own(profileId, rowId)).returning({ id })).length > 0,
  };
};
