import { eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, type PgSelect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * A hot query built once per shape and database handle, then run with values (DESIGN.md §6): drizzle
 * turns it into SQL once instead of on every request, and on PostgreSQL it is a named prepared
 * statement, parsed once per connection. `build` writes the query with `sql.placeholder(…)` for every
 * value and ends with `.prepare(name)`; `shape` names what varies in its text (which filters are there),
 * so each shape is its own statement. A transaction's handle is new each time: its queries are built
 * for it and dropped with it.
 */
export const preparedQuery = <Shape extends string, Query>(
  name: string,
  build: (db: DbOrTx, shape: Shape, statementName: string) => Query,
) => {
  const cache = new WeakMap<DbOrTx, Map<Shape, Query>>();
  return (db: DbOrTx, shape: Shape): Query => {
    let byShape = cache.get(db);
    if (!byShape) {
      byShape = new Map();
      cache.set(db, byShape);
    }
    let query = byShape.get(shape);
    if (!query) {
      query = build(db, shape, `${name}_${shape}`);
      byShape.set(shape, query);
    }
    return query;
  };
};

/**
 * A prepared read of one row (`build` ends with `.limit(1).prepare(statementName)`), run with its
 * values: the row, or undefined when none matches.
 */
export const preparedRow = <Values extends Record<string, unknown>, Row>(
  name: string,
  build: (db: DbOrTx, statementName: string) => { execute(values: Values): Promise<Row[]> },
) => {
  const query = preparedQuery(name, (db, _shape: 'one', statement) => build(db, statement));
  return async (db: DbOrTx, values: Values): Promise<Row | undefined> =>
    (await query(db, 'one').execute(values))[0];
};

/**
 * A prepared read of one row by its id (`idColumn`): `build` writes the select, its columns and joins, as
 * a dynamic query (`.$dynamic()`), and the read adds `where <id> = :id limit 1`. Run with the id and the
 * viewer (`:viewerId`, for columns that name one; null for a visitor): the row, or undefined.
 */
export const preparedById = <Query extends PgSelect>(
  name: string,
  idColumn: AnyPgColumn,
  build: (db: DbOrTx) => Query,
) => {
  const query = preparedQuery(name, (db, _shape: 'one', statement) =>
    build(db)
      .where(eq(idColumn, sql.placeholder('id')))
      .limit(1)
      .prepare(statement),
  );
  return async (
    db: DbOrTx,
    id: string,
    viewerId: string | null = null,
  ): Promise<Query['_']['result'][number] | undefined> =>
    (await query(db, 'one').execute({ id, viewerId }))[0];
};

const dialect = new PgDialect();

/**
 * A raw SQL query prepared the same way (`db.execute` builds its SQL on every call): `build` writes it
 * with `sql.placeholder(…)`; `execute(values)` answers the driver's result, as `db.execute` does.
 */
export const preparedSql = <Shape extends string>(name: string, build: (shape: Shape) => SQL) =>
  preparedQuery(name, (db, shape: Shape, statement) =>
    db._.session.prepareQuery<PreparedQueryConfig & { execute: unknown }>(
      dialect.sqlToQuery(build(shape)),
      undefined,
      statement,
      false,
    ),
  );
