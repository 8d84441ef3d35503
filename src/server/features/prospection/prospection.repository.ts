import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prospectSends, prospects, prospectTemplates } from '../../db/schema';
import { likeLiteral } from '../../lib/db';
import type { PageWindow } from '../../lib/numbered-page';

export type ProspectRow = typeof prospects.$inferSelect;
export type ProspectValues = Pick<
  typeof prospects.$inferInsert,
  'nom' | 'email' | 'entreprise' | 'poste' | 'ville' | 'status'
>;
export type TemplateRow = typeof prospectTemplates.$inferSelect;
export type TemplateValues = Pick<
  typeof prospectTemplates.$inferInsert,
  'name' | 'type' | 'subject' | 'body'
>;

/** One numbered page of prospects, newest first, with the count up to `cap + 1`. */
export const listPage = async (
  db: DbOrTx,
  filter: { q?: string; status?: string },
  page: PageWindow,
): Promise<{ rows: ProspectRow[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = `%${likeLiteral(filter.q)}%`;
    const match = or(
      ilike(prospects.nom, pattern),
      ilike(prospects.email, pattern),
      ilike(prospects.entreprise, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(prospects.status, filter.status));
  const where = and(...conditions);
  const capped = db
    .select({ id: prospects.id })
    .from(prospects)
    .where(where)
    .limit(page.cap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const rows = await db
    .select()
    .from(prospects)
    .where(where)
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: counted?.n ?? 0 };
};

export const findProspect = async (db: DbOrTx, id: string): Promise<ProspectRow | undefined> =>
  (await db.select().from(prospects).where(eq(prospects.id, id)))[0];

export const findProspects = (db: DbOrTx, ids: string[]) =>
  db.select().from(prospects).where(inArray(prospects.id, ids));

/** Inserts; undefined when the address is already a prospect. */
export const insertProspect = async (db: DbOrTx, values: ProspectValues) =>
  (await db.insert(prospects).values(values).onConflictDoNothing().returning())[0];

/** Inserts many; the addresses inserted (one already a prospect is left out). */
export const insertProspects = async (db: DbOrTx, values: ProspectValues[]): Promise<string[]> => {
  const emails: string[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(prospects)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ email: prospects.email });
    emails.push(...rows.map((row) => row.email));
  }
  return emails;
};

/** The addresses among `emails` (lower case) that are already prospects. */
export const existingEmails = async (db: DbOrTx, emails: string[]): Promise<string[]> => {
  const found: string[] = [];
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await db
      .select({ email: sql<string>`lower(${prospects.email})` })
      .from(prospects)
      .where(inArray(sql`lower(${prospects.email})`, emails.slice(i, i + 1000)));
    found.push(...rows.map((row) => row.email));
  }
  return found;
};

/** « Inscrit » now for the prospect of `email` not yet registered; its id, if there was one. */
export const markRegistered = async (db: DbOrTx, email: string, now: Date) =>
  (
    await db
      .update(prospects)
      .set({ status: 'inscrit', registeredAt: now, updatedAt: now })
      .where(and(sql`lower(${prospects.email}) = lower(${email})`, isNull(prospects.registeredAt)))
      .returning({ id: prospects.id })
  )[0]?.id;

export const updateProspect = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof prospects.$inferInsert>,
) => (await db.update(prospects).set(values).where(eq(prospects.id, id)).returning())[0];

export const removeProspect = async (db: DbOrTx, id: string) =>
  (await db.delete(prospects).where(eq(prospects.id, id)).returning({ id: prospects.id })).length > 0;

export const listTemplates = (db: DbOrTx) =>
  db.select().from(prospectTemplates).orderBy(desc(prospectTemplates.createdAt));

export const findTemplate = async (db: DbOrTx, id: string): Promise<TemplateRow | undefined> =>
  (await db.select().from(prospectTemplates).where(eq(prospectTemplates.id, id)))[0];

export const insertTemplate = async (db: DbOrTx, values: TemplateValues): Promise<TemplateRow> => {
  const [row] = await db.insert(prospectTemplates).values(values).returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
};

export const updateTemplate = async (db: DbOrTx, id: string, values: TemplateValues) =>
  (
    await db
      .update(prospectTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(prospectTemplates.id, id))
      .returning()
  )[0];

export const removeTemplate = async (db: DbOrTx, id: string) =>
  (
    await db
      .delete(prospectTemplates)
      .where(eq(prospectTemplates.id, id))
      .returning({ id: prospectTemplates.id })
  ).length > 0;

/** Serialises the cap check of concurrent sends (one lock for the whole team's daily count). */
export const lockSends = (db: DbOrTx) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('prospect-sends'))`);

export const countSentSince = async (db: DbOrTx, since: Date): Promise<number> =>
  (await db.select({ n: count() }).from(prospectSends).where(gte(prospectSends.createdAt, since)))[0]?.n ?? 0;

/** Reserves the sends (status `outbox` until the mail service answers): they count against the cap at once. */
export const insertSends = (
  db: DbOrTx,
  rows: { prospectId: string; templateId: string; email: string; subject: string }[],
) =>
  rows.length === 0
    ? Promise.resolve([])
    : db
        .insert(prospectSends)
        .values(rows.map((row) => ({ ...row, status: 'outbox' })))
        .returning({ id: prospectSends.id, prospectId: prospectSends.prospectId });

export const finishSend = (db: DbOrTx, id: string, status: string, error: string | null) =>
  db.update(prospectSends).set({ status, error }).where(eq(prospectSends.id, id));

export const historyPage = async (db: DbOrTx, page: PageWindow) => {
  const capped = db
    .select({ id: prospectSends.id })
    .from(prospectSends)
    .limit(page.cap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  const rows = await db
    .select({
      id: prospectSends.id,
      prospectName: prospects.nom,
      email: prospectSends.email,
      templateName: prospectTemplates.name,
      subject: prospectSends.subject,
      status: prospectSends.status,
      error: prospectSends.error,
      createdAt: prospectSends.createdAt,
    })
    .from(prospectSends)
    .leftJoin(prospects, eq(prospects.id, prospectSends.prospectId))
    .leftJoin(prospectTemplates, eq(prospectTemplates.id, prospectSends.templateId))
    .orderBy(desc(prospectSends.createdAt), desc(prospectSends.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total: counted?.n ?? 0 };
};

export const statusCounts = async (db: DbOrTx) => {
  const rows = await db
    .select({ status: prospects.status, n: count() })
    .from(prospects)
    .groupBy(prospects.status);
  const [unsub] = await db.select({ n: count() }).from(prospects).where(isNotNull(prospects.unsubscribedAt));
  const [contacted] = await db.select({ n: count() }).from(prospects).where(isNotNull(prospects.contactedAt));
  return { rows, unsubscribed: unsub?.n ?? 0, contacted: contacted?.n ?? 0 };
};
