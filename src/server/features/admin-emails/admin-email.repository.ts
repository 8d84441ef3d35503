import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminNotificationEmails, profiles } from '../../db/schema';

export type AdminEmailRow = typeof adminNotificationEmails.$inferSelect;
export type AdminEmailValues = Partial<
  Pick<typeof adminNotificationEmails.$inferInsert, 'email' | 'notificationTypes' | 'isActive'>
>;

/** Oldest first (001 §7.5). */
export const list = (db: DbOrTx) =>
  db
    .select()
    .from(adminNotificationEmails)
    .orderBy(asc(adminNotificationEmails.createdAt), asc(adminNotificationEmails.id));

/** Active addresses taking one of `types` (any type when `types` is undefined), oldest first. */
export const listActive = (db: DbOrTx, types?: string[]) =>
  db
    .select({ email: adminNotificationEmails.email })
    .from(adminNotificationEmails)
    .where(
      and(
        eq(adminNotificationEmails.isActive, true),
        types
          ? sql`${adminNotificationEmails.notificationTypes} && ${sql`array[${sql.join(
              types.map((type) => sql`${type}`),
              sql`, `,
            )}]::text[]`}`
          : undefined,
      ),
    )
    .orderBy(asc(adminNotificationEmails.createdAt), asc(adminNotificationEmails.id));

/** Inserts; undefined when the address is already listed. */
export const insert = async (
  db: DbOrTx,
  values: { email: string; notificationTypes: string[]; isActive?: boolean },
): Promise<AdminEmailRow | undefined> =>
  (await db.insert(adminNotificationEmails).values(values).onConflictDoNothing().returning())[0];

export const insertMany = (db: DbOrTx, emails: string[], notificationTypes: string[]) =>
  emails.length === 0
    ? Promise.resolve()
    : db
        .insert(adminNotificationEmails)
        .values(emails.map((email) => ({ email, notificationTypes })))
        .onConflictDoNothing()
        .then(() => undefined);

export const findById = async (db: DbOrTx, id: string): Promise<AdminEmailRow | undefined> =>
  (await db.select().from(adminNotificationEmails).where(eq(adminNotificationEmails.id, id)))[0];

export const findByEmail = async (db: DbOrTx, email: string): Promise<AdminEmailRow | undefined> =>
  (await db.select().from(adminNotificationEmails).where(eq(adminNotificationEmails.email, email)))[0];

export const update = async (
  db: DbOrTx,
  id: string,
  values: AdminEmailValues,
): Promise<AdminEmailRow | undefined> =>
  (
    await db.update(adminNotificationEmails).set(values).where(eq(adminNotificationEmails.id, id)).returning()
  )[0];

export const remove = async (db: DbOrTx, id: string): Promise<boolean> =>
  (
    await db
      .delete(adminNotificationEmails)
      .where(eq(adminNotificationEmails.id, id))
      .returning({ id: adminNotificationEmails.id })
  ).length > 0;

/** The addresses of the admins in good standing (the list's seed and its fallback, decision 6). */
export const listAdminAddresses = async (db: DbOrTx): Promise<string[]> =>
  (
    await db
      .select({ email: profiles.email })
      .from(profiles)
      .where(sql`${profiles.role} = 'admin' and not ${profiles.isBlocked} and not ${profiles.isSuspended}`)
  ).map((row) => row.email.toLowerCase());

/** Members whose address is one of `emails` (both lower-cased), to tell app alerts from mails (001 §6). */
export const findMembersByEmails = async (
  db: DbOrTx,
  emails: string[],
): Promise<{ id: string; email: string }[]> =>
  emails.length === 0
    ? []
    : (
        await db
          .select({ id: profiles.id, email: profiles.email })
          .from(profiles)
          .where(inArray(profiles.email, emails))
      ).map((row) => ({ id: row.id, email: row.email.toLowerCase() }));
