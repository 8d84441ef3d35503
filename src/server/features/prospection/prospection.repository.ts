import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  prospectCampaigns,
  prospectOptOuts,
  prospectSends,
  prospects,
  prospectTemplates,
} from '../../db/schema';
import { countRows, likeLiteral } from '../../lib/db';
import { newestFirstPage, type PageWindow } from '../../lib/numbered-page';
import { rowsById } from '../../platform/rows';

export type ProspectRow = typeof prospects.$inferSelect & { campaignName?: string | null };
export type ProspectValues = Pick<
  typeof prospects.$inferInsert,
  'nom' | 'email' | 'entreprise' | 'poste' | 'ville' | 'status' | 'campaignId'
>;
export type CampaignRow = typeof prospectCampaigns.$inferSelect;
export type CampaignValues = Pick<
  typeof prospectCampaigns.$inferInsert,
  'name' | 'description' | 'relanceTemplateId' | 'rappelTemplateId'
>;
export type TemplateRow = typeof prospectTemplates.$inferSelect;
export type TemplateValues = Pick<
  typeof prospectTemplates.$inferInsert,
  'name' | 'type' | 'subject' | 'body'
>;

/** One numbered page of prospects, newest first, with the count up to `cap + 1`. */
export const listPage = async (
  db: DbOrTx,
  filter: { q?: string; status?: string; campaignId?: string },
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
  if (filter.campaignId) conditions.push(eq(prospects.campaignId, filter.campaignId));
  const where = and(...conditions);
  const { rows, total } = await newestFirstPage(
    db,
    prospects,
    where,
    page,
    db
      .select({ prospect: prospects, campaignName: prospectCampaigns.name })
      .from(prospects)
      .leftJoin(prospectCampaigns, eq(prospectCampaigns.id, prospects.campaignId))
      .$dynamic(),
  );
  return {
    rows: rows.map((row) => ({ ...row.prospect, campaignName: row.campaignName })),
    total,
  };
};

/** A prospect with its campaign's name. */
export const findProspect = async (db: DbOrTx, id: string): Promise<ProspectRow | undefined> => {
  const [row] = await db
    .select({ prospect: prospects, campaignName: prospectCampaigns.name })
    .from(prospects)
    .leftJoin(prospectCampaigns, eq(prospectCampaigns.id, prospects.campaignId))
    .where(eq(prospects.id, id));
  return row && { ...row.prospect, campaignName: row.campaignName };
};

export const findProspects = (db: DbOrTx, ids: string[]) =>
  db.select().from(prospects).where(inArray(prospects.id, ids));

/** When `email` unsubscribed from prospection, else null: a prospect with it starts unsubscribed. */
const optedOutAt = (email: SQL | string) =>
  sql`(select ${prospectOptOuts.createdAt} from ${prospectOptOuts} where ${prospectOptOuts.email} = lower(${email}))`;

/** A prospect's values as inserted: unsubscribed from the start when its address once unsubscribed. */
const withOptOut = (values: ProspectValues) => ({ ...values, unsubscribedAt: optedOutAt(values.email) });

/** Inserts; undefined when the address is already a prospect. */
export const insertProspect = async (db: DbOrTx, values: ProspectValues) =>
  (await db.insert(prospects).values(withOptOut(values)).onConflictDoNothing().returning())[0];

/** Records that the address unsubscribed (kept when its prospect is deleted). */
export const recordOptOut = (db: DbOrTx, email: string, at: Date) =>
  db.insert(prospectOptOuts).values({ email: email.toLowerCase(), createdAt: at }).onConflictDoNothing();

/** Inserts many; the addresses inserted (one already a prospect is left out). */
export const insertProspects = async (db: DbOrTx, values: ProspectValues[]): Promise<string[]> => {
  const emails: string[] = [];
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(prospects)
      .values(values.slice(i, i + 500).map(withOptOut))
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
      .set({
        status: 'inscrit',
        registeredAt: now,
        updatedAt: now,
        // Signing up after a contact is a reply (the reply-time KPI).
        respondedAt: sql`coalesce(${prospects.respondedAt}, case when ${prospects.contactedAt} is not null then ${now.toISOString()}::timestamptz end)`,
      })
      .where(and(sql`lower(${prospects.email}) = lower(${email})`, isNull(prospects.registeredAt)))
      .returning({ id: prospects.id })
  )[0]?.id;

/** Updates; an address changed to one that once unsubscribed makes the prospect unsubscribed. */
export const updateProspect = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof prospects.$inferInsert>,
) =>
  (
    await db
      .update(prospects)
      .set(
        values.email === undefined || values.unsubscribedAt !== undefined
          ? values
          : {
              ...values,
              unsubscribedAt: sql`coalesce(${prospects.unsubscribedAt}, ${optedOutAt(values.email)})`,
            },
      )
      .where(eq(prospects.id, id))
      .returning()
  )[0];

export const removeProspect = async (db: DbOrTx, id: string) =>
  (await db.delete(prospects).where(eq(prospects.id, id)).returning({ id: prospects.id })).length > 0;

export const listTemplates = (db: DbOrTx) =>
  db.select().from(prospectTemplates).orderBy(desc(prospectTemplates.createdAt));

export const { findById: findTemplate, insert: insertTemplate } = rowsById(prospectTemplates, 'template');

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

export const countSentSince = (db: DbOrTx, since: Date): Promise<number> =>
  countRows(db, prospectSends, gte(prospectSends.createdAt, since));

/** Reserves the sends (status `outbox` until the mail service answers): they count against the cap at once. */
export const insertSends = (
  db: DbOrTx,
  rows: {
    prospectId: string;
    templateId: string;
    email: string;
    subject: string;
    followUp?: string;
    createdAt?: Date;
  }[],
) =>
  rows.length === 0
    ? Promise.resolve([])
    : db
        .insert(prospectSends)
        .values(rows.map((row) => ({ ...row, status: 'outbox' })))
        .returning({ id: prospectSends.id, prospectId: prospectSends.prospectId });

export const finishSend = (db: DbOrTx, id: string, status: string, error: string | null) =>
  db.update(prospectSends).set({ status, error }).where(eq(prospectSends.id, id));

export const historyPage = (db: DbOrTx, page: PageWindow) =>
  newestFirstPage(
    db,
    prospectSends,
    undefined,
    page,
    db
      .select({
        id: prospectSends.id,
        prospectName: prospects.nom,
        email: prospectSends.email,
        templateName: prospectTemplates.name,
        subject: prospectSends.subject,
        status: prospectSends.status,
        error: prospectSends.error,
        followUp: prospectSends.followUp,
        createdAt: prospectSends.createdAt,
      })
      .from(prospectSends)
      .leftJoin(prospects, eq(prospects.id, prospectSends.prospectId))
      .leftJoin(prospectTemplates, eq(prospectTemplates.id, prospectSends.templateId))
      .$dynamic(),
  );

export const statusCounts = async (db: DbOrTx) => {
  const rows = await db
    .select({ status: prospects.status, n: count() })
    .from(prospects)
    .groupBy(prospects.status);
  const [unsub] = await db.select({ n: count() }).from(prospects).where(isNotNull(prospects.unsubscribedAt));
  const [contacted] = await db.select({ n: count() }).from(prospects).where(isNotNull(prospects.contactedAt));
  return { rows, unsubscribed: unsub?.n ?? 0, contacted: contacted?.n ?? 0 };
};

/** The median hours from contact to first reply, and how many replies it reads. */
export const replyTimes = async (db: DbOrTx) => {
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${prospects.respondedAt} - ${prospects.contactedAt}) / 3600)`,
      n: count(),
    })
    .from(prospects)
    .where(
      and(
        isNotNull(prospects.respondedAt),
        isNotNull(prospects.contactedAt),
        gte(prospects.respondedAt, prospects.contactedAt),
      ),
    );
  return {
    median: row?.median === null || row?.median === undefined ? null : Number(row.median),
    n: row?.n ?? 0,
  };
};

/** Every campaign by name, with its prospects counted by status. */
export const listCampaigns = (db: DbOrTx) =>
  db
    .select({
      campaign: prospectCampaigns,
      nouveau: sql<number>`count(${prospects.id}) filter (where ${prospects.status} = 'nouveau')::int`,
      contacte: sql<number>`count(${prospects.id}) filter (where ${prospects.status} = 'contacte')::int`,
      interesse: sql<number>`count(${prospects.id}) filter (where ${prospects.status} = 'interesse')::int`,
      inscrit: sql<number>`count(${prospects.id}) filter (where ${prospects.status} = 'inscrit')::int`,
    })
    .from(prospectCampaigns)
    .leftJoin(prospects, eq(prospects.campaignId, prospectCampaigns.id))
    .groupBy(prospectCampaigns.id)
    .orderBy(prospectCampaigns.name);

export const findCampaign = async (db: DbOrTx, id: string): Promise<CampaignRow | undefined> =>
  (await db.select().from(prospectCampaigns).where(eq(prospectCampaigns.id, id)))[0];

/** Inserts; undefined when the name is taken. */
export const insertCampaign = async (db: DbOrTx, values: CampaignValues) =>
  (await db.insert(prospectCampaigns).values(values).onConflictDoNothing().returning())[0];

export const countCampaigns = async (db: DbOrTx): Promise<number> =>
  (await db.select({ n: count() }).from(prospectCampaigns))[0]?.n ?? 0;

export const updateCampaign = async (db: DbOrTx, id: string, values: CampaignValues) =>
  (
    await db
      .update(prospectCampaigns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(prospectCampaigns.id, id))
      .returning()
  )[0];

export const removeCampaign = async (db: DbOrTx, id: string) =>
  (
    await db
      .delete(prospectCampaigns)
      .where(eq(prospectCampaigns.id, id))
      .returning({ id: prospectCampaigns.id })
  ).length > 0;

/**
 * The prospects a follow-up is due to: contacted at least `days` ago and not replied since (still
 * « Contacté »), not unsubscribed, in a campaign with that follow-up's template, and not sent it yet. A
 * Rappel waits for the Relance when the campaign has one (sent before this run).
 */
export const dueFollowUps = async (
  db: DbOrTx,
  followUp: 'relance' | 'rappel',
  before: Date,
  now: Date,
  limit: number,
) => {
  const template =
    followUp === 'relance' ? prospectCampaigns.relanceTemplateId : prospectCampaigns.rappelTemplateId;
  const relanceFirst =
    followUp === 'rappel'
      ? sql`(${prospectCampaigns.relanceTemplateId} is null or exists (select 1 from prospect_sends s
          where s.prospect_id = ${prospects.id} and s.follow_up = 'relance' and s.created_at < ${now.toISOString()}::timestamptz))`
      : sql`true`;
  return db
    .select({ prospect: prospects, templateId: sql<string>`${template}` })
    .from(prospects)
    .innerJoin(prospectCampaigns, eq(prospectCampaigns.id, prospects.campaignId))
    .where(
      and(
        eq(prospects.status, 'contacte'),
        isNull(prospects.unsubscribedAt),
        isNotNull(template),
        sql`${prospects.contactedAt} <= ${before.toISOString()}::timestamptz`,
        sql`not exists (select 1 from prospect_sends s where s.prospect_id = ${prospects.id}
          and s.follow_up = ${followUp})`,
        relanceFirst,
      ),
    )
    .orderBy(prospects.contactedAt, prospects.id)
    .limit(limit);
};
