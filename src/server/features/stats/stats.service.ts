import { createHash, randomBytes } from 'node:crypto';
import { Role } from '../../../common/contracts/auth';
import {
  type PageViewBody,
  type StatsContentType,
  type StatsFigure,
  type StatsQuery,
  type StatsResponse,
  statsContentTypes,
  statsLimits,
} from '../../../common/contracts/stats';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import * as repo from './stats.repository';

/** A UTC day as 'YYYY-MM-DD'. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return dayOf(at);
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** §9: (value − previous) / previous × 100, one decimal; 0 when the previous count is 0. */
export const growthOf = (value: number, previous: number) =>
  previous === 0 ? 0 : Math.round(((value - previous) / previous) * 1000) / 10;

const figure = (value: number, previous: number): StatsFigure => ({
  value,
  previous,
  growth: growthOf(value, previous),
});

const presetDays = { '7d': 7, '30d': 30, '90d': 90 } as const;

interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  days: number;
}

/**
 * The days of the period asked for, ending today for a preset (12 months: the same day a year ago,
 * excluded), and the previous period of the same length. Throws `stats_range_invalid` for a custom
 * range ending after today or longer than two years.
 */
export const periodOf = (query: StatsQuery, today: string): Period => {
  const period = query.period ?? '30d';
  let from: string;
  let to = today;
  if (period === 'custom') {
    if (!query.from || !query.to) throw new AppError('stats_range_invalid');
    from = query.from;
    to = query.to;
    if (to > today || from > to || daysBetween(from, to) + 1 > statsLimits.rangeMaxDays)
      throw new AppError('stats_range_invalid');
  } else if (period === '12m') {
    const yearAgo = new Date(`${today}T00:00:00.000Z`);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    from = addDays(dayOf(yearAgo), 1);
  } else {
    from = addDays(today, 1 - presetDays[period]);
  }
  const days = daysBetween(from, to) + 1;
  const previousTo = addDays(from, -1);
  return { from, to, previousFrom: addDays(previousTo, 1 - days), previousTo, days };
};

const sumOf = (counts: Map<string, number>, from: string, to: string) => {
  let total = 0;
  for (const [day, n] of counts) if (day >= from && day <= to) total += n;
  return total;
};

const publicationMetrics = ['articles', 'posts', 'group_posts'] as const;

/** Visits of a tab are reported as the seconds since its previous report; more than this is idleness. */
const beaconWindowMs = 60_000;

/**
 * Readers of an article remembered per day (in memory, per instance) so each counts once; past this,
 * new readers are counted without being remembered.
 */
const readersPerDayMax = 200_000;

export type StatsService = ReturnType<typeof createStatsService>;

/**
 * The statistics dashboard (001 §2.9, issue 21 item 2) and the page-view beacon (decision 8). Closed
 * days are read from the daily roll-up (`rollUp`, the `stats-roll-up` job); days after the last roll-up
 * (today, at least) are counted live, so every figure is the database's.
 */
export const createStatsService = (db: Db, deps: { now?: () => Date } = {}) => {
  const now = deps.now ?? (() => new Date());
  const beacons = { window: 0, perAddress: new Map<string, number>() };
  /**
   * Today's readers of each article, as salted hashes of (member, or address and browser) and slug; the
   * salt changes with the day and is never stored, so nothing here names a reader after midnight.
   */
  const readers = { day: '', salt: '', seen: new Set<string>() };
  /** Whether this reader is new to this article today (and remembers them). */
  const isNewReader = (day: string, reader: string, slug: string) => {
    if (readers.day !== day) {
      readers.day = day;
      readers.salt = randomBytes(16).toString('hex');
      readers.seen.clear();
    }
    const key = createHash('sha256').update(`${readers.salt}\n${reader}\n${slug}`).digest('base64url');
    if (readers.seen.has(key)) return false;
    if (readers.seen.size < readersPerDayMax) readers.seen.add(key);
    return true;
  };

  return {
    /** The dashboard for the period asked for (admin, moderateur, comite: `stats.view`). */
    async get(query: StatsQuery): Promise<StatsResponse> {
      const at = now();
      const today = dayOf(at);
      const p = periodOf(query, today);
      const rolledThrough = await repo.findRolledThrough(db);

      // Closed days come from the roll-up, the days after it (today at least) are counted live: one
      // read of the roll-up for the two periods, one of its totals, one count per source table.
      const metrics = ['signups', ...statsContentTypes] as const;
      const liveFrom = rolledThrough ? addDays(rolledThrough, 1) : null;
      const [rolled, rolledTotals, live] = await Promise.all([
        rolledThrough
          ? repo.readRolled(db, p.previousFrom, p.to < rolledThrough ? p.to : rolledThrough)
          : new Map<string, Map<string, number>>(),
        rolledThrough ? repo.sumRolled(db, rolledThrough) : new Map<string, number>(),
        Promise.all(
          metrics.map((m) => repo.countPerDay(db, m, { from: liveFrom, before: addDays(today, 1) })),
        ),
      ]);
      const daily = new Map<repo.RolledMetric, Map<string, number>>();
      const totals = new Map<repo.RolledMetric, number>();
      metrics.forEach((m, i) => {
        const days = new Map(rolled.get(m) ?? []);
        const liveDays = live[i] ?? new Map<string, number>();
        for (const [day, n] of liveDays) days.set(day, (days.get(day) ?? 0) + n);
        daily.set(m, days);
        totals.set(m, (rolledTotals.get(m) ?? 0) + sumOf(liveDays, '0000-00-00', '9999-99-99'));
      });
      const countsOf = (m: repo.RolledMetric) => daily.get(m) ?? new Map<string, number>();
      const inPeriod = (m: repo.RolledMetric) => sumOf(countsOf(m), p.from, p.to);
      const inPrevious = (m: repo.RolledMetric) => sumOf(countsOf(m), p.previousFrom, p.previousTo);

      const [
        members,
        membersBefore,
        activeSessions,
        roles,
        views,
        topPosts,
        topAuthors,
        topPages,
        engagement,
        previousEngagement,
      ] = await Promise.all([
        repo.countMembersBefore(db, addDays(p.to, 1)),
        repo.countMembersBefore(db, p.from),
        repo.countSignedInSince(db, new Date(at.getTime() - 24 * 3600_000)),
        repo.countByRole(db),
        repo.pageViewsPerDay(db, p.previousFrom, p.to),
        repo.topPosts(db, p.from, p.to, statsLimits.topPosts),
        repo.topAuthors(db, p.from, addDays(p.to, 1), statsLimits.topAuthors),
        repo.topPages(db, p.from, p.to, statsLimits.topPages),
        repo.sumEngagement(db, p.from, p.to),
        repo.sumEngagement(db, p.previousFrom, p.previousTo),
      ]);

      const publicationsOn = (day: string) =>
        publicationMetrics.reduce((total, m) => total + (countsOf(m).get(day) ?? 0), 0);
      const series = [];
      for (let day = p.from; day <= p.to; day = addDays(day, 1)) {
        series.push({
          day,
          signups: countsOf('signups').get(day) ?? 0,
          publications: publicationsOn(day),
          pageViews: views.get(day) ?? 0,
        });
      }
      const average = (e: { sessions: number; duration: number }) =>
        e.sessions === 0 ? 0 : Math.round(e.duration / e.sessions);

      return {
        period: p,
        members: figure(members, membersBefore),
        newMembers: figure(inPeriod('signups'), inPrevious('signups')),
        activeSessions,
        publications: figure(
          publicationMetrics.reduce((t, m) => t + inPeriod(m), 0),
          publicationMetrics.reduce((t, m) => t + inPrevious(m), 0),
        ),
        comments: figure(inPeriod('comments'), inPrevious('comments')),
        pageViews: figure(sumOf(views, p.from, p.to), sumOf(views, p.previousFrom, p.previousTo)),
        engagement: {
          averageSeconds: figure(average(engagement), average(previousEngagement)),
          sessions: engagement.sessions,
          pagesPerSession:
            engagement.sessions === 0 ? 0 : Math.round((engagement.pages / engagement.sessions) * 10) / 10,
        },
        series,
        roles: roles.flatMap(({ role, count }) => {
          const parsed = Role.safeParse(role);
          return parsed.success ? [{ role: parsed.data, count }] : [];
        }),
        topPosts,
        topAuthors: topAuthors.map((author) => ({
          ...author,
          latestTitle:
            author.latestTitle && author.latestTitle.length > statsLimits.titleMax
              ? author.latestTitle.slice(0, statsLimits.titleMax)
              : author.latestTitle,
        })),
        topPages,
        contentTypes: statsContentTypes.map((type: StatsContentType) => ({
          type,
          total: totals.get(type) ?? 0,
          period: figure(inPeriod(type), inPrevious(type)),
        })),
      };
    },

    /**
     * Rewrites the roll-up of every day before `at`'s day from the content tables, in one transaction,
     * and records the last day covered. Once a day: a run finding yesterday covered does nothing, so the
     * hourly job is a retry, and a run is idempotent (a second one the same day leaves the same rows).
     */
    async rollUp(at: Date): Promise<void> {
      const today = dayOf(at);
      if ((await repo.findRolledThrough(db)) === addDays(today, -1)) return;
      await db.transaction(async (tx) => {
        for (const metric of repo.rolledMetrics) {
          const counts = await repo.countPerDay(tx, metric, { from: null, before: today });
          await repo.replaceRolled(tx, metric, today, counts);
        }
        await repo.setRolledThrough(tx, addDays(today, -1));
      });
    },

    /**
     * Counts a beacon (decision 8): the page's route template (never a staff page), the article read on
     * `/blog/:slug` (once a day per reader: a member, or an address and browser; never its author), and
     * for a signed-in member the visit's time and pages. Nothing when the browser asks not to be tracked
     * (DNT or Sec-GPC). Throws `rate_limited` past 120 beacons a minute per address.
     */
    async recordView(
      actor: Actor | null,
      body: PageViewBody,
      context: { ip: string; userAgent?: string; doNotTrack: boolean },
    ): Promise<null> {
      if (context.doNotTrack) return null;
      const at = now();
      const window = Math.floor(at.getTime() / beaconWindowMs);
      if (window !== beacons.window) {
        beacons.window = window;
        beacons.perAddress.clear();
      }
      const sent = (beacons.perAddress.get(context.ip) ?? 0) + 1;
      beacons.perAddress.set(context.ip, sent);
      if (sent > statsLimits.beaconsPerMinute) {
        throw new AppError('rate_limited', {
          retryAfter: Math.max(1, Math.ceil(((window + 1) * beaconWindowMs - at.getTime()) / 1000)),
        });
      }
      const day = dayOf(at);
      const path = body.path && !/^\/admin(\/|$)/.test(body.path) ? body.path : undefined;
      if (path) {
        await repo.addPageView(db, day, path, statsLimits.pathsPerDayMax);
        const reader = actor ? `member ${actor.id}` : `visitor ${context.ip} ${context.userAgent ?? ''}`;
        if (path === '/blog/:slug' && body.slug && isNewReader(day, reader, body.slug)) {
          await repo.addPostView(db, day, body.slug, actor?.id ?? null);
        }
      }
      if (actor && (body.visit || path)) {
        await repo.addEngagement(db, day, {
          sessions: body.visit?.isNew ? 1 : 0,
          seconds: Math.min(body.visit?.seconds ?? 0, statsLimits.visitSecondsMax),
          pages: path ? 1 : 0,
        });
      }
      return null;
    },
  };
};
