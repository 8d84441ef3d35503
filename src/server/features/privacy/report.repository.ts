import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reports } from '../../db/schema';
import { rowsOf } from '../../lib/db';

export type ReportRow = typeof reports.$inferSelect;
export type ReportTarget = ReportRow['targetType'];

/** Records a report; undefined when this member already reported this target. */
export const insert = async (
  db: DbOrTx,
  values: { targetType: string; targetId: string; reporterId: string; reason: string },
): Promise<{ id: string } | undefined> => {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row;
};

export const findById = async (db: DbOrTx, id: string): Promise<ReportRow | undefined> => {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
};

export const lockById = async (db: DbOrTx, id: string): Promise<ReportRow | undefined> => {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update').limit(1);
  return row;
};

export const resolve = async (
  db: DbOrTx,
  id: string,
  status: 'dismissed' | 'removed',
  by: string,
  at: Date,
): Promise<void> => {
  await db.update(reports).set({ status, resolvedBy: by, resolvedAt: at }).where(eq(reports.id, id));
};

export { closeOpenOf } from '../../platform/reports';

export interface QueueFilter {
  status: string;
  type?: string;
}

const whereOf = (filter: QueueFilter) =>
  filter.type
    ? sql`r.status = ${filter.status} and r.target_type = ${filter.type}`
    : sql`r.status = ${filter.status}`;

export const count = async (db: DbOrTx, filter: QueueFilter, cap: number): Promise<number> => {
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from reports r where ${whereOf(filter)} limit ${cap + 1}) m`,
    ),
  );
  return Number(row?.n ?? 0);
};

const nameOf = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(${alias}.full_name), ''), ${alias}.username)`);

/**
 * Reports with their reporter and the reported thing as it is now, whatever its kind: one left join
 * per kind (each only matches its own `target_type`), and the author of the content.
 */
const selectQueue = (where: ReturnType<typeof sql>, tail: ReturnType<typeof sql>) => sql`
  select r.id, r.target_type, r.target_id, r.reporter_id, r.reason, r.status, r.created_at, r.resolved_at,
    ${nameOf('rp')} as reporter_name,
    bc.content as bc_content, bc.is_deleted as bc_deleted, bp.title as bp_title, bp.slug as bp_slug,
    mp.content as mp_content, mp.group_id as mp_group,
    mc.content as mc_content, mc.post_id as mc_post, mcp.group_id as mc_group,
    m.content as m_content, m.is_deleted as m_deleted,
    g.name as g_name, g.description as g_description,
    tp.id as tp_id, ${nameOf('tp')} as tp_name, coalesce(tp.title, tp.bio, '') as tp_about,
    ap.id as author_id, ${nameOf('ap')} as author_name
  from reports r
  left join profiles rp on rp.id = r.reporter_id
  left join blog_comments bc on r.target_type = 'blog_comment' and bc.id = r.target_id
  left join blog_posts bp on bp.id = bc.post_id
  left join microblog_posts mp on r.target_type = 'post' and mp.id = r.target_id
  left join microblog_comments mc on r.target_type = 'comment' and mc.id = r.target_id
  left join microblog_posts mcp on mcp.id = mc.post_id
  left join messages m on r.target_type = 'message' and m.id = r.target_id
  left join groups g on r.target_type = 'group' and g.id = r.target_id
  left join profiles tp on r.target_type = 'member' and tp.id = r.target_id
  left join profiles ap on ap.id = coalesce(bc.author_id, mp.user_id, mc.user_id, m.sender_id)
  where ${where}
  ${tail}`;

/** A page of the queue: open reports oldest first (a queue), closed ones newest first. */
export const list = async (db: DbOrTx, filter: QueueFilter, page: { offset: number; limit: number }) =>
  rowsOf(
    await db.execute(
      selectQueue(
        whereOf(filter),
        filter.status === 'open'
          ? sql`order by r.created_at asc, r.id asc offset ${page.offset} limit ${page.limit}`
          : sql`order by r.created_at desc, r.id desc offset ${page.offset} limit ${page.limit}`,
      ),
    ),
  );

export const findOne = async (db: DbOrTx, id: string) => {
  const [row] = rowsOf(await db.execute(selectQueue(sql`r.id = ${id}`, sql`limit 1`)));
  return row;
};

export type QueueRow = Record<string, unknown>;
