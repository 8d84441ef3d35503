import { and, desc, eq, ilike, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';

export type NewMail = typeof mailOutbox.$inferInsert;

export const insert = (db: DbOrTx, mail: NewMail) => db.insert(mailOutbox).values(mail);

/** The newest mails to an address, newest first (used by tests and the admin outbox). */
export const listTo = (db: DbOrTx, toAddress: string, kind?: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(
      kind
        ? and(eq(mailOutbox.toAddress, toAddress), eq(mailOutbox.kind, kind))
        : eq(mailOutbox.toAddress, toAddress),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));

/** The outbox page, newest first by keyset; `q` matches the address or the subject. */
export const list = (db: DbOrTx, filter: { q?: string; cursor?: Cursor; limit: number }) => {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    const match = or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
    if (match) conditions.push(match);
  }
  if (filter.cursor) {
    const { at, id } = filter.cursor;
    const older = or(lt(mailOutbox.createdAt, at), and(eq(mailOutbox.createdAt, at), lt(mailOutbox.id, id)));
    if (older) conditions.push(older);
  }
  return db
    .select()
    .from(mailOutbox)
    .where(and(...conditions))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(filter.limit + 1);
};

/** Stored mails whose secret link has expired and is still in them. */
export const listExpiredLinks = (db: DbOrTx, now: Date) =>
  db
    .select({ id: mailOutbox.id, html: mailOutbox.html, text: mailOutbox.text, link: mailOutbox.link })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.link), lte(mailOutbox.linkExpiresAt, now)))
    .limit(1000);

export const replaceContent = (
  db: DbOrTx,
  id: string,
  content: { html: string; text: string; link: string | null },
) => db.update(mailOutbox).set(content).where(eq(mailOutbox.id, id));
