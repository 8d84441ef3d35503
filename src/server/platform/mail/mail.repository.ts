import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  min,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

import type { DbOrTx } from '../../db/client';
import { accountSettings, mailBounces, mailOutbox, users } from '../../db/schema';
import { countRows, likeLiteral } from '../../lib/db';
import { newestMatches, type PageWindow, pageOfNewest, withTotal } from '../../lib/numbered-page';

export type NewMail = typeof mailOutbox.$inferInsert;

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const insert = async (db: DbOrTx, mail: NewMail): Promise<string> => {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
};

/** The states the worker still has to deal with. */
export const pendingStatuses = ['queued', 'sending', 'retrying'] as const;

/**
 * Claims up to `limit` due mails for this worker: queued or retrying ones whose time came, and sending
 * ones whose lease ran out (their worker died). `FOR UPDATE SKIP LOCKED`: workers of other instances
 * claiming at the same moment skip these rows, so each mail goes to one worker. The claim sets the
 * lease (`next_attempt_at`) and counts the attempt.
 */
export const claimDue = (db: DbOrTx, now: Date, limit: number, leaseUntil: Date, id?: string) => {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, [...pendingStatuses]),
        lte(mailOutbox.nextAttemptAt, now),
        id ? eq(mailOutbox.id, id) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
};

/** Mails handed to SMTP in the minute before `now` (and those being sent): the rate cap's count. */
export const countRecent = async (db: DbOrTx, now: Date): Promise<number> => {
  const since = new Date(now.getTime() - 60_000);
  return countRows(db, mailOutbox, or(gt(mailOutbox.sentAt, since), eq(mailOutbox.status, 'sending')));
};

export const finish = (db: DbOrTx, id: string, set: Partial<NewMail>) =>
  db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));

/** Makes every mail waiting for a retry due at `now` (the SMTP peer answers again); how many. */
export const retryWaitingNow = async (db: DbOrTx, now: Date): Promise<number> =>
  (
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: now })
      .where(and(eq(mailOutbox.status, 'retrying'), gt(mailOutbox.nextAttemptAt, now)))
      .returning({ id: mailOutbox.id })
  ).length;

/** The language a member chose for the interface, by address; undefined for an address no member has. */
export const languageOf = async (db: DbOrTx, address: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ language: accountSettings.language })
    .from(users)
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .where(eq(users.email, address))
    .limit(1);
  return row ? (row.language ?? 'fr') : undefined;
};

export const findBounce = async (db: DbOrTx, address: string) => {
  const [row] = await db.select().from(mailBounces).where(eq(mailBounces.address, address.toLowerCase()));
  return row;
};

export const markBounce = (db: DbOrTx, address: string, reason: string) =>
  db
    .insert(mailBounces)
    .values({ address: address.toLowerCase(), reason })
    .onConflictDoUpdate({ target: mailBounces.address, set: { reason, bouncedAt: new Date() } });

export const clearBounce = (db: DbOrTx, address: string) =>
  db.delete(mailBounces).where(eq(mailBounces.address, address.toLowerCase()));

/** The queue at a glance: mails by state, and when the oldest waiting one was written. */
export const queueStats = async (db: DbOrTx) => {
  const rows = await db
    .select({ status: mailOutbox.status, n: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return rows.map((row) => ({ status: row.status, count: row.n, oldest: row.oldest }));
};

export const findById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
};

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
  filter: { q?: string; status?: string; kind?: string },
  page: PageWindow,
): Promise<{ rows: (typeof mailOutbox.$inferSelect)[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${likeLiteral(filter.q)}%`;
    const match = or(ilike(mailOutbox.toAddress, pattern), ilike(mailOutbox.subject, pattern));
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(mailOutbox.status, filter.status));
  if (filter.kind) conditions.push(eq(mailOutbox.kind, filter.kind));
  const where = and(...conditions);
  const matches = newestMatches(
    db.select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt }).from(mailOutbox).$dynamic(),
    mailOutbox,
    where,
    page,
  );
  const pageOfMatches = pageOfNewest(db, matches, page);
  const found = await db
    .select({ mail: mailOutbox, total: pageOfMatches.total })
    .from(pageOfMatches)
    .innerJoin(mailOutbox, eq(mailOutbox.id, pageOfMatches.id))
    .orderBy(desc(pageOfMatches.createdAt), desc(pageOfMatches.id));
  return withTotal(db, matches, page, found, (row) => row.mail);
};

/** Stored mails whose secret link has expired and is still in them. */
export const listExpiredLinks = (db: DbOrTx, now: Date) =>
  db
    .select({
      id: mailOutbox.id,
      html: mailOutbox.html,
      text: mailOutbox.text,
      link: mailOutbox.link,
      status: mailOutbox.status,
    })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.link), lte(mailOutbox.linkExpiresAt, now)))
    .limit(1000);

/** Deletes up to `limit` mails settled (not waiting) and created before `before`; answers how many. */
export const deleteSettledBefore = async (db: DbOrTx, before: Date, limit: number): Promise<number> => {
  const oldest = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(lt(mailOutbox.createdAt, before), notInArray(mailOutbox.status, [...pendingStatuses])))
    .limit(limit);
  return (await db.delete(mailOutbox).where(inArray(mailOutbox.id, oldest)).returning({ id: mailOutbox.id }))
    .length;
};

export const replaceContent = (
  db: DbOrTx,
  id: string,
  content: { html: string; text: string; link: string | null; status?: string; error?: string },
) => db.update(mailOutbox).set(content).where(eq(mailOutbox.id, id));
