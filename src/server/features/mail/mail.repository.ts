import { and, desc, eq, ilike, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { PageWindow } from '../../lib/numbered-page';

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

/**
 * One numbered page of the outbox, newest first, and the number of matches counted up to `cap + 1` on
 * `mail_outbox_created_at_idx`; `q` matches the address or the subject. A page past the end has no
 * rows, hence no total: it is counted apart.
 */
export const listPage = async (
  db: DbOrTx,
  filter: { q?: string },
  page: PageWindow,
): Promise<{ rows: (typeof mailOutbox.$inferSelect)[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    const match = or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const matches = db
    .select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(page.cap + 1)
    .as('matches');
  const pageOfMatches = db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .offset(page.offset)
    .limit(page.limit)
    .as('page');
  const found = await db
    .select({ mail: mailOutbox, total: pageOfMatches.total })
    .from(pageOfMatches)
    .innerJoin(mailOutbox, eq(mailOutbox.id, pageOfMatches.id))
    .orderBy(desc(pageOfMatches.createdAt), desc(pageOfMatches.id));
  if (found.length > 0) return { rows: found.map((row) => row.mail), total: Number(found[0]?.total ?? 0) };
  if (page.offset === 0) return { rows: [], total: 0 };
  // Past the end: the same capped matches, counted.
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return { rows: [], total: counted?.n ?? 0 };
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
