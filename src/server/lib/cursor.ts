import { AppError } from './app-error';

/** A position in a list ordered by (time desc, id desc). */
export interface Cursor {
  at: Date;
  id: string;
}

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString('base64url');

/** Throws validation_failed for a cursor this server did not make. */
export const decodeCursor = (value: string | undefined): Cursor | undefined => {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const at = new Date(parsed[0]);
      if (!Number.isNaN(at.getTime())) return { at, id: parsed[1] };
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('validation_failed', {
    details: [{ path: 'cursor', key: 'errors.validation_failed', message: 'Curseur invalide.' }],
  });
};

/** The page and the cursor of the next one, from `limit + 1` fetched rows. */
export const toPage = <T>(rows: T[], limit: number, cursorOf: (row: T) => Cursor) => {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
};
