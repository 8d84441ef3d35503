import { type SQL, sql } from 'drizzle-orm';
import type { StatsContentType } from '../../../common/contracts/stats';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/db';

/*
 * The statistics' queries (001 §7.3). Days are UTC dates as 'YYYY-MM-DD' strings; a range of days is
 * turned into `[start, end)` timestamps so each source is read through its creation-time index.
 */

/** What the roll-up counts per day: every content type, and sign-ups. */
export type RolledMetric = StatsContentType | 'signups';

/** The `stats_daily` row that records the last day rolled up (its value is unused). */
export const rolledThroughMetric = '_rolled_through';

interface Source {
  table: string;
  at: string;
  where?: string;
}

/*
 * Where each metric's rows live (table, time column, filter). Constants only: they are spliced into the
 * SQL. Comments are every comment of the platform; companies count only active ones (§9); articles by
 * their publication day; drafts of projects and tenders are not counted.
 */
const sources: Record<RolledMetric, Source[]> = {
  signups: [{ table: 'profiles', at: 'created_at' }],
  posts: [{ table: 'microblog_posts', at: 'created_at', where: 'group_id is null' }],
  group_posts: [{ table: 'microblog_posts', at: 'created_at', where: 'group_id is not null' }],
  articles: [{ table: 'blog_posts', at: 'published_at', where: "status = 'published'" }],
  comments: [
    { table: 'blog_comments', at: 'created_at' },
    { table: 'microblog_comments', at: 'created_at' },
    { table: 'event_comments', at: 'created_at' },
    { table: 'project_comments', at: 'created_at' },
  ],
  events: [{ table: 'events', at: 'created_at' }],
  job_offers: [{ table: 'job_offers', at: 'created_at' }],
  groups: [{ table: 'groups', at: 'created_at' }],
  companies: [{ table: 'african_companies', at: 'created_at', where: 'active' }],
  projects: [{ table: 'projects', at: 'created_at', where: "status <> 'draft'" }],
  tenders: [{ table: 'appels_offres', at: 'created_at', where: "statut <> 'brouillon'" }],
};

export const rolledMetrics = Object.keys(sources) as RolledMetric[];

/** The first instant of a UTC day. */
const startOf = (day: string) => `${day}T00:00:00.000Z`;

const toInt = (value: unknown) => Number(value ?? 0);

/**
 * A metric counted per day from its tables for the days of `[from, to]` (`to` null: up to the end of
 * `from`'s last day before `before`). Days without rows are absent.
 */
export const countPerDay = async (
  db: DbOrTx,
  metric: RolledMetric,
  range: { from: string | null; before: string },
): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  for (const source of sources[metric]) {
    const at = sql.raw(source.at);
    const conditions: SQL[] = [sql`${at} < ${startOf(range.before)}::timestamptz`];
    if (range.from) conditions.push(sql`${at} >= ${startOf(range.from)}::timestamptz`);
    if (source.where) conditions.push(sql.raw(source.where));
    const rows = rowsOf(
      await db.execute(sql`
        select to_char(${at} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
        from ${sql.raw(source.table)}
        where ${sql.join(conditions, sql` and `)}
        group by 1`),
    );
    for (const row of rows) {
      const day = String(row.day);
      counts.set(day, (counts.get(day) ?? 0) + toInt(row.n));
    }
  }
  return counts;
};

/** The rolled-up values of every metric for the days of `[from, to]`, by metric then day. */
export const readRolled = async (
  db: DbOrTx,
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> => {
  const rows = rowsOf(
    await db.execute(sql`
      select metric, day::text as day, value from stats_daily
      where day between ${from}::date and ${to}::date and metric <> ${rolledThroughMetric}`),
  );
  const byMetric = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const metric = String(row.metric);
    const days = byMetric.get(metric) ?? new Map<string, number>();
    days.set(String(row.day), toInt(row.value));
    byMetric.set(metric, days);
  }
  return byMetric;
};

/** The rolled-up total of every metric up to `to` (every day since the first), by metric. */
export const sumRolled = async (db: DbOrTx, to: string): Promise<Map<string, number>> => {
  const rows = rowsOf(
    await db.execute(sql`
      select metric, sum(value)::bigint as n from stats_daily
      where day <= ${to}::date and metric <> ${rolledThroughMetric} group by metric`),
  );
  return new Map(rows.map((row) => [String(row.metric), toInt(row.n)]));
};

/** The last day the roll-up covers, or undefined before its first run. */
export const findRolledThrough = async (db: DbOrTx): Promise<string | undefined> => {
  const [row] = rowsOf(
    await db.execute(sql`select day::text as day from stats_daily where metric = ${rolledThroughMetric}`),
  );
  return row ? String(row.day) : undefined;
};

/** Replaces a metric's roll-up of every day before `before` with `counts`. */
export const replaceRolled = async (
  db: DbOrTx,
  metric: RolledMetric,
  before: string,
  counts: Map<string, number>,
) => {
  await db.execute(sql`delete from stats_daily where metric = ${metric} and day < ${before}::date`);
  const entries = [...counts.entries()];
  for (let i = 0; i < entries.length; i += 1000) {
    const values = entries.slice(i, i + 1000).map(([day, value]) => sql`(${day}::date, ${metric}, ${value})`);
    await db.execute(sql`insert into stats_daily (day, metric, value) values ${sql.join(values, sql`, `)}`);
  }
};

/** Records that the roll-up covers every day through `day`. */
export const setRolledThrough = async (db: DbOrTx, day: string) => {
  await db.execute(sql`delete from stats_daily where metric = ${rolledThroughMetric}`);
  await db.execute(
    sql`insert into stats_daily (day, metric, value) values (${day}::date, ${rolledThroughMetric}, 0)`,
  );
};

/** Members who had signed up before `before`. */
export const countMembersBefore = async (db: DbOrTx, before: string): Promise<number> => {
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from profiles where created_at < ${startOf(before)}::timestamptz`,
    ),
  );
  return toInt(row?.n);
};

/**
 * Members active after `since` (§9 active sessions): signed in, or seen browsing signed in
 * (`last_active_at`, written by the page-view beacon), whichever is later.
 */
export const countActiveSince = async (db: DbOrTx, since: Date): Promise<number> => {
  const at = since.toISOString();
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from profiles
          where last_sign_in_at >= ${at}::timestamptz or last_active_at >= ${at}::timestamptz`,
    ),
  );
  return toInt(row?.n);
};

/** Records that a member was active at `at` (never moves the mark back). */
export const touchActivity = async (db: DbOrTx, userId: string, at: Date): Promise<void> => {
  await db.execute(
    sql`update profiles set last_active_at = ${at.toISOString()}::timestamptz
        where id = ${userId} and (last_active_at is null or last_active_at < ${at.toISOString()}::timestamptz)`,
  );
};

/** Members per role, most numerous first. */
export const countByRole = async (db: DbOrTx) =>
  rowsOf(
    await db.execute(sql`select role, count(*)::int as n from profiles group by role order by n desc, role`),
  ).map((row) => ({ role: String(row.role), count: toInt(row.n) }));

/** Page views per day of `[from, to]`. */
export const pageViewsPerDay = async (db: DbOrTx, from: string, to: string) => {
  const rows = rowsOf(
    await db.execute(sql`
      select day::text as day, sum(views)::int as n from page_views
      where day between ${from}::date and ${to}::date group by day`),
  );
  return new Map(rows.map((row) => [String(row.day), toInt(row.n)]));
};

/** The most viewed route templates of `[from, to]`. */
export const topPages = async (db: DbOrTx, from: string, to: string, limit: number) =>
  rowsOf(
    await db.execute(sql`
      select path, sum(views)::int as n from page_views
      where day between ${from}::date and ${to}::date
      group by path order by n desc, path limit ${limit}`),
  ).map((row) => ({ path: String(row.path), views: toInt(row.n) }));

/** How many of a period's most read articles `topPosts` looks up first. */
const topPostsCandidates = 50;

/**
 * The most read published articles of `[from, to]`, ties by likes. Only the articles read at least as
 * often as the 50th most read are looked up (an article row is large: joining every article read in a
 * quarter cost 300 ms); when fewer than `limit` of those are published, every article read is.
 */
export const topPosts = async (db: DbOrTx, from: string, to: string, limit: number) => {
  const read = async (candidates: number | null) =>
    rowsOf(
      await db.execute(sql`
        with v as (select post_id, sum(views)::int as n from post_views
                   where day between ${from}::date and ${to}::date group by post_id)
        select p.id, p.title, p.slug, p.likes_count as likes, v.n as views
        from v join blog_posts p on p.id = v.post_id and p.status = 'published'
        ${
          candidates === null
            ? sql``
            : sql`where v.n >= coalesce((select n from v order by n desc offset ${candidates - 1} limit 1), 0)`
        }
        order by v.n desc, p.likes_count desc, p.id limit ${limit}`),
    ).map((row) => ({
      id: String(row.id),
      title: String(row.title),
      slug: String(row.slug),
      views: toInt(row.views),
      likes: toInt(row.likes),
    }));
  const top = await read(topPostsCandidates);
  return top.length < limit ? read(null) : top;
};

/** An author's publications over a period. */
export interface AuthorCount {
  id: string;
  n: number;
}

/**
 * Each author's publications (published articles, feed and group posts) of `[start, end)`, only the
 * authors `ids` when given.
 */
const publicationsOf = (start: string, end: string, ids?: string[]) => {
  const among = (column: string) =>
    ids
      ? sql` and ${sql.raw(column)} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  return sql`
    select author_id, sum(n)::int as n from (
      select user_id as author_id, count(*)::int as n from microblog_posts
      where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz${among('user_id')}
      group by user_id
      union all
      select author_id, count(*)::int as n from blog_posts
      where status = 'published' and published_at >= ${start}::timestamptz and published_at < ${end}::timestamptz${among('author_id')}
      group by author_id) pubs
    group by author_id`;
};

/**
 * The authors with the most publications created from `from` to the day before `before`, most first,
 * ties by id.
 */
export const topAuthorCounts = async (
  db: DbOrTx,
  from: string,
  before: string,
  limit: number,
): Promise<AuthorCount[]> =>
  rowsOf(
    await db.execute(sql`
      select author_id, n from (${publicationsOf(startOf(from), startOf(before))}) a
      order by n desc, author_id limit ${limit}`),
  ).map((row) => ({ id: String(row.author_id), n: toInt(row.n) }));

/** The publications of `[from, before)` of each author who has some, or of the authors `ids` only. */
export const authorCounts = async (
  db: DbOrTx,
  from: string,
  before: string,
  ids?: string[],
): Promise<AuthorCount[]> => {
  if (ids?.length === 0) return [];
  return rowsOf(await db.execute(publicationsOf(startOf(from), startOf(before), ids))).map((row) => ({
    id: String(row.author_id),
    n: toInt(row.n),
  }));
};

/**
 * The authors `counts` (most publications first, ties by id) with their names and their latest article
 * title of `[from, before)`, ordered by publications then username.
 */
export const describeAuthors = async (db: DbOrTx, counts: AuthorCount[], from: string, before: string) => {
  if (counts.length === 0) return [];
  const start = startOf(from);
  const end = startOf(before);
  const values = sql.join(
    counts.map((c) => sql`(${c.id}::uuid, ${c.n}::int)`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`
      select top.author_id as id, top.n, pr.full_name, pr.username, latest.title as latest_title
      from (values ${values}) as top(author_id, n)
      join profiles pr on pr.id = top.author_id
      left join lateral (
        select title from blog_posts b
        where b.author_id = top.author_id and b.status = 'published'
          and b.published_at >= ${start}::timestamptz and b.published_at < ${end}::timestamptz
        order by b.published_at desc limit 1
      ) latest on true
      order by top.n desc, pr.username`),
  ).map((row) => ({
    id: String(row.id),
    fullName: row.full_name === null ? null : String(row.full_name),
    username: String(row.username),
    publications: toInt(row.n),
    latestTitle:
      row.latest_title === null || row.latest_title === undefined ? null : String(row.latest_title),
  }));
};

/** What the roll-up kept of a preset period's leading authors. */
export interface KeptTopAuthors {
  fromDay: string;
  throughDay: string;
  floor: number;
  authors: AuthorCount[];
}

export const readTopAuthors = async (db: DbOrTx, preset: string): Promise<KeptTopAuthors | undefined> => {
  const [row] = rowsOf(
    await db.execute(sql`
      select from_day::text as from_day, through_day::text as through_day, floor, authors
      from stats_top_authors where preset = ${preset}`),
  );
  if (!row) return undefined;
  const authors = typeof row.authors === 'string' ? JSON.parse(row.authors) : row.authors;
  return {
    fromDay: String(row.from_day),
    throughDay: String(row.through_day),
    floor: toInt(row.floor),
    authors: (authors as AuthorCount[]).map((a) => ({ id: String(a.id), n: toInt(a.n) })),
  };
};

export const replaceTopAuthors = async (db: DbOrTx, preset: string, kept: KeptTopAuthors) => {
  await db.execute(sql`
    insert into stats_top_authors (preset, from_day, through_day, floor, authors)
    values (${preset}, ${kept.fromDay}::date, ${kept.throughDay}::date, ${kept.floor}, ${JSON.stringify(kept.authors)}::jsonb)
    on conflict (preset) do update set from_day = excluded.from_day, through_day = excluded.through_day,
      floor = excluded.floor, authors = excluded.authors`);
};

/** Members' engagement summed over `[from, to]`. */
export const sumEngagement = async (db: DbOrTx, from: string, to: string) => {
  const [row] = rowsOf(
    await db.execute(sql`
      select coalesce(sum(sessions), 0)::bigint as sessions,
             coalesce(sum(session_duration), 0)::bigint as duration,
             coalesce(sum(pages_viewed), 0)::bigint as pages
      from user_engagement where day between ${from}::date and ${to}::date`),
  );
  return { sessions: toInt(row?.sessions), duration: toInt(row?.duration), pages: toInt(row?.pages) };
};

/**
 * Counts one view of `path` on `day`: an existing row grows; a new path is added only while the day
 * holds fewer than `maxPaths` (so the beacon cannot grow the table without bound). True when counted.
 */
export const addPageView = async (db: DbOrTx, day: string, path: string, maxPaths: number) => {
  const updated = rowsOf(
    await db.execute(sql`
      update page_views set views = views + 1 where day = ${day}::date and path = ${path} returning 1 as ok`),
  );
  if (updated.length > 0) return true;
  const inserted = rowsOf(
    await db.execute(sql`
      insert into page_views (day, path, views)
      select ${day}::date, ${path}, 1
      where (select count(*) from page_views where day = ${day}::date) < ${maxPaths}
      on conflict (day, path) do update set views = page_views.views + 1
      returning 1 as ok`),
  );
  return inserted.length > 0;
};

/**
 * Counts one view of the published article `slug` on `day`, unless `viewerId` is its author: the day's
 * `post_views` row and the article's `views_count` move together, in one statement.
 */
export const addPostView = (db: DbOrTx, day: string, slug: string, viewerId: string | null) =>
  db.execute(sql`
    with counted as (
      insert into post_views (post_id, day, views)
      select id, ${day}::date, 1 from blog_posts
      where slug = ${slug} and status = 'published'
        ${viewerId ? sql`and author_id <> ${viewerId}::uuid` : sql``}
      on conflict (post_id, day) do update set views = post_views.views + 1
      returning post_id
    )
    update blog_posts set views_count = views_count + 1 where id in (select post_id from counted)`);

/** Adds a member's visit report to `day`'s engagement. */
export const addEngagement = (
  db: DbOrTx,
  day: string,
  values: { sessions: number; seconds: number; pages: number },
) =>
  db.execute(sql`
    insert into user_engagement (day, sessions, session_duration, pages_viewed)
    values (${day}::date, ${values.sessions}, ${values.seconds}, ${values.pages})
    on conflict (day) do update set
      sessions = user_engagement.sessions + excluded.sessions,
      session_duration = user_engagement.session_duration + excluded.session_duration,
      pages_viewed = user_engagement.pages_viewed + excluded.pages_viewed`);
