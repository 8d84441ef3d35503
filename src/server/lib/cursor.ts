import { and, eq, gt, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';

/** A position in a list ordered by (time desc, id desc). */
export interface Cursor {
  at: Date;
  id: string;
}

/** A list's position as a prepared statement reads it: its `at` and `id` values. */
export const placeholderPosition = { at: sql.placeholder('at'), id: sql.placeholder('id') };

/**
 * The keyset condition of the rows after `position` (values, or `placeholderPosition`) in a list
 * ordered by (`at`, `id`), oldest first (`'asc'`) or newest first (`'desc'`): later (or earlier) at
 * `at`, or at the same time with a later (or earlier) id.
 */
export const afterPosition = (
  at: AnyPgColumn,
  id: AnyPgColumn,
  position: { at: Date | SQLWrapper; id: string | SQLWrapper },
  order: 'asc' | 'desc',
): SQL | undefined => {
  const after = order === 'asc' ? gt : lt;
  return or(after(at, position.at), and(eq(at, position.at), after(id, position.id)));
};

/** `afterPosition` of a decoded cursor; no condition for the first page. */
export const afterCursor = (
  at: AnyPgColumn,
  id: AnyPgColumn,
  cursor: Cursor | undefined,
  order: 'asc' | 'desc',
): SQL | undefined => (cursor ? afterPosition(at, id, cursor, order) : undefined);

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString('base64url');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const integerPattern = /^\d{1,18}$/;
/** Cursor times the database can hold and JavaScript writes as plain ISO strings. */
const earliest = Date.UTC(1970, 0, 1);
const latest = Date.UTC(9999, 11, 31);

/** The 400 of a cursor this server did not make. */
export const invalidCursor = () =>
  new AppError('validation_failed', {
    details: [{ path: 'cursor', key: 'errors.validation_failed', message: 'Curseur invalide.' }],
  });

/** The `length` parts of a cursor (base64url JSON array), or validation_failed: never a database error. */
export const cursorParts = (value: string, length: number): unknown[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== length) throw invalidCursor();
  return parsed;
};

/**
 * Throws validation_failed for a cursor this server did not make: not base64url JSON, not a
 * `[time, id]` pair, a time out of range, or an id of the wrong kind (`uuid` for most lists,
 * `integer` for serial ids). So a crafted cursor is a 400, never a database error (issue 11 §9).
 */
export const decodeCursor = (
  value: string | undefined,
  options: { id: 'uuid' | 'integer' } = { id: 'uuid' },
): Cursor | undefined => {
  if (!value) return undefined;
  const [time, id] = cursorParts(value, 2);
  if (typeof time !== 'string' || typeof id !== 'string') throw invalidCursor();
  const at = new Date(time);
  const ms = at.getTime();
  if (Number.isNaN(ms) || ms < earliest || ms > latest) throw invalidCursor();
  if (!(options.id === 'uuid' ? uuidPattern : integerPattern).test(id)) throw invalidCursor();
  return { at, id };
};

/** The page and the cursor of the next one, from `limit + 1` fetched rows. */
export const toPage = <T>(rows: T[], limit: number, cursorOf: (row: T) => Cursor) => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
};
