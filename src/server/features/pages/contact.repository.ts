import { eq, ne, type SQL } from 'drizzle-orm';
import type { ContactMessageStatus } from '../../../common/contracts/contact';
import type { DbOrTx } from '../../db/client';
import { contactMessages, profiles } from '../../db/schema';
import { countRows } from '../../lib/db';
import { newestFirstPage, type PageWindow } from '../../lib/numbered-page';

export type ContactMessageValues = Pick<
  typeof contactMessages.$inferInsert,
  'userId' | 'email' | 'domain' | 'subject' | 'message'
>;

const columns = {
  id: contactMessages.id,
  domain: contactMessages.domain,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  updatedAt: contactMessages.updatedAt,
  senderId: profiles.id,
  senderName: profiles.fullName,
  senderUsername: profiles.username,
};

export interface ContactMessageRow {
  id: string;
  domain: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  senderId: string | null;
  senderName: string | null;
  senderUsername: string | null;
}

export const insertMessage = async (db: DbOrTx, values: ContactMessageValues) =>
  (await db.insert(contactMessages).values(values).returning({ id: contactMessages.id }))[0];

/** One page of the inbox, newest first: one status, or every message but the archived ones. */
export const listPage = async (
  db: DbOrTx,
  status: ContactMessageStatus | undefined,
  page: PageWindow,
): Promise<{ rows: ContactMessageRow[]; total: number }> => {
  const where: SQL = status ? eq(contactMessages.status, status) : ne(contactMessages.status, 'archived');
  return newestFirstPage(
    db,
    contactMessages,
    where,
    page,
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(profiles, eq(profiles.id, contactMessages.userId))
      .$dynamic(),
  );
};

export const countUnread = (db: DbOrTx): Promise<number> =>
  countRows(db, contactMessages, eq(contactMessages.status, 'new'));

export const findMessage = async (db: DbOrTx, id: string): Promise<ContactMessageRow | undefined> =>
  (
    await db
      .select(columns)
      .from(contactMessages)
      .leftJoin(profiles, eq(profiles.id, contactMessages.userId))
      .where(eq(contactMessages.id, id))
  )[0];

/** Sets the status; false for an unknown id. */
export const setStatus = async (db: DbOrTx, id: string, status: ContactMessageStatus, now: Date) =>
  (
    await db
      .update(contactMessages)
      .set({ status, updatedAt: now })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id })
  ).length > 0;
