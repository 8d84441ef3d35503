import { createHash, randomBytes } from 'node:crypto';
import {
  type PageViewBody,
  type StatsContentType,
  type StatsFigure,
  type StatsQuery,
  type StatsResponse,
  statsContentTypes,
  statsLimits,
} from '../../../common/contracts/stats';
import { pageTemplates } from '../../../common/page-templates';
import { Role } from '../../../common/permissions';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { networkKey } from '../../lib/ip';
import type { Actor } from '../../platform/actor';
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

/** The calendar months each preset spans back from today (§9: week 7 days, month 1, quarter 3 months). */
const presetMonths = { month: 1, quarter: 3 } as const;

/**
 * The day `months` calendar months before `day`, clamped to the end of a shorter month (31 March minus
 * one month is 28 or 29 February).
 */
export const addMonths = (day: string, months: number) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return dayOf(target);
};

interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  days: number;
}

/**
 * The days of the period asked for (UTC days, both ends included) and the previous period: the same
 * number of days just before it. A preset ends today: a week is the last 7 days; a month runs from the
 * day after the same date a calendar month ago (28 to 31 days, decision 8), a quarter from the day after
 * the same date three months ago (89 to 92 days). Throws `stats_range_invalid` for a custom range ending
 * after today or longer than two years.
 */
export const periodOf = (query: StatsQuery, today: string): Period => {
  const period = query.period ?? 'month';
  let from: string;
  let to = today;
  if (period === 'custom') {
    if (!query.from || !query.to) throw new AppError('stats_range_invalid');
    from = query.from;
    to = query.to;
    if (to > today || from > to || daysBetween(from, to) + 1 > statsLimits.rangeMaxDays)
      throw new AppError('stats_range_invalid');
  } else if (period === 'week') {
    from = addDays(today, -6);
  } else {
    from = addDays(addMonths(today, -presetMonths[period]), 1);
  }
  const days = daysBetween(from, to) + 1;
  const previousTo = addDays(from, -1);
  return { from, to, previousFrom: addDays(previousTo, 1 - days), previousTo, days };
};

/**
 * The spans of the series: one a day, or `points` consecutive spans as even as whole days allow (a
 * quarter of 91 days: 7 spans of 8 days and 5 of 7), each from its first to its last day.
 */
export const seriesSpans = (from: string, days: number, points?: number) => {
  const count = points === undefined ? days : Math.min(points, days);
  const spans: { day: string; until: string }[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * days) / count);
    const end = Math.floor(((i + 1) * days) / count) - 1;
    spans.push({ day: addDays(from, start), until: addDays(from, end) });
  }
  return spans;
};

const sumOf = (counts: Map<string, number>, from: string, to: string) => {
  let total = 0;
  for (const [day, n] of counts) if (day >= from && day <= to) total += n;
  return total;
};

const publicationMetrics = ['articles', 'posts', 'group_posts'] as const;

/** The periods that end today, whose leading authors the roll-up keeps. */
const presets = ['week', 'month', 'quarter'] as const;

const byPublications = (a: repo.AuthorCount, b: repo.AuthorCount) =>
  b.n - a.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What the roll-up kept of a preset period's closed days (see `repo.KeptTopAuthors`). */
type KeptAuthors = Pick<repo.KeptTopAuthors, 'floor' | 'authors'>;

/** The kept authors' totals with today's publications, most first, ties by id. */
const keptTotals = (kept: KeptAuthors, today: Map<string, number>) =>
  kept.authors.map((a) => ({ id: a.id, n: a.n + (today.get(a.id) ?? 0) })).sort(byPublications);

/**
 * The authors of today outside the kept list who could still reach a preset period's top `limit`: their
 * closed-day publications must be read before the top is decided. None when every closed-day author is
 * kept (`floor` 0: another's total is today's count); otherwise those whose most possible total (the
 * floor plus today's) reaches the kept author at rank `limit`.
 */
export const outsidersToCount = (kept: KeptAuthors, today: Map<string, number>, limit: number): string[] => {
  if (kept.floor === 0) return [];
  const keptIds = new Set(kept.authors.map((a) => a.id));
  const last = keptTotals(kept, today)[limit - 1]?.n ?? 0;
  return [...today].filter(([id, n]) => !keptIds.has(id) && kept.floor + n >= last).map(([id]) => id);
};

/**
 * A preset period's `limit` leading authors (most publications first, ties by id), exactly: the kept
 * authors (exact closed-day counts, the first `topAuthorsKept` by publications then id) plus today's
 * publications, and today's other authors with their closed-day count when read (`outsidersToCount`).
 * Any other author ranks below the last kept one, and below the top: none of them needs reading.
 */
export const mergeTopAuthors = (
  kept: KeptAuthors,
  today: Map<string, number>,
  outsidersClosed: Map<string, number>,
  limit: number,
): repo.AuthorCount[] => {
  const keptIds = new Set(kept.authors.map((a) => a.id));
  const others = [...today]
    .filter(([id]) => !keptIds.has(id))
    .map(([id, n]) => ({ id, n: n + (outsidersClosed.get(id) ?? 0) }));
  return [...keptTotals(kept, today), ...others].sort(byPublications).slice(0, limit);
};

/** Visits of a tab are reported as the seconds since its previous report; more than this is idleness. */
const beaconWindowMs = 60_000;
/** Members whose last activity write is remembered (per instance) before the memory starts over. */
const activityMarksMax = 100_000;

/**
 * Readers of an article remembered per day (in memory, per instance) so each counts once; past this,
 * new readers are counted without being remembered.
 */
const readersPerDayMax = 200_000;

/** The web's page templates the beacon counts: every route but the back office's. */
const countedTemplates = new Set(pageTemplates.filter((template) => !/^\/admin(\/|-|$)/.test(template)));

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
   * Today's visitors (a member, or a visitor's network) as salted hashes: the articles each was counted
   * as a reader of, and the page views each added. The salt changes with the day and
   * is never stored, so nothing here names a reader after midnight.
   */
  const today = { day: '', salt: '', readers: new Set<string>(), views: new Map<string, number>() };
  const hashOf = (day: string, ...parts: string[]) => {
    if (today.day !== day) {
      today.day = day;
      today.salt = randomBytes(16).toString('hex');
      today.readers.clear();
      today.views.clear();
    }
    return createHash('sha256')
      .update([today.salt, ...parts].join('\n'))
      .digest('base64url');
  };
  /** Whether this reader is new to this article today (and remembers them). */
  const isNewReader = (day: string, reader: string, slug: string) => {
    const key = hashOf(day, reader, slug);
    if (today.readers.has(key)) return false;
    if (today.readers.size < readersPerDayMax) today.readers.add(key);
    return true;
  };
  /** Whether this visitor may still add page views today (and counts this one). */
  const mayCountView = (day: string, visitor: string) => {
    const key = hashOf(day, visitor);
    const counted = today.views.get(key) ?? 0;
    if (counted >= statsLimits.viewsPerVisitorPerDay) return false;
    if (counted > 0 || today.views.size < readersPerDayMax) today.views.set(key, counted + 1);
    return true;
  };

  /**
   * The period's leading authors with their names and latest article: a preset from what the roll-up
   * kept of its closed days and today's publications (one day read, and the closed days of the few of
   * today's authors who could reach the top); a custom range, or a preset before today's roll-up,
   * counted over the whole period.
   */
  const topAuthorsOf = async (query: StatsQuery, p: Period, today: string, rolledThrough?: string) => {
    const limit = statsLimits.topAuthors;
    const before = addDays(p.to, 1);
    const preset = presets.find((name) => name === (query.period ?? 'month'));
    if (preset && p.to === today && rolledThrough === addDays(today, -1)) {
      const kept = await repo.readTopAuthors(db, preset);
      if (kept && kept.fromDay === p.from && kept.throughDay === rolledThrough) {
        const todays = new Map((await repo.authorCounts(db, today, before)).map((a) => [a.id, a.n] as const));
        const outsiders = outsidersToCount(kept, todays, limit);
        const closed = new Map(
          (await repo.authorCounts(db, p.from, today, outsiders)).map((a) => [a.id, a.n] as const),
        );
        return repo.describeAuthors(db, mergeTopAuthors(kept, todays, closed, limit), p.from, before);
      }
    }
    return repo.describeAuthors(db, await repo.topAuthorCounts(db, p.from, before, limit), p.from, before);
  };

  // When each member's activity was last written (per instance): one write per member and 15 minutes.
  const activityWritten = new Map<string, number>();
  const markActive = async (userId: string, at: Date) => {
    const last = activityWritten.get(userId);
    if (last !== undefined && at.getTime() - last < statsLimits.activityWriteMinutes * 60_000) return;
    if (activityWritten.size >= activityMarksMax) activityWritten.clear();
    activityWritten.set(userId, at.getTime());
    await repo.touchActivity(db, userId, at);
  };

  const service = {
    /** The dashboard for the period asked for (admin, moderateur, comite: `stats.view`). */
    get(query: StatsQuery): Promise<StatsResponse> {
      const at = now();
      return service.compute(query, at);
    },

    /** The dashboard counted at `at`. */
    async compute(query: StatsQuery, at: Date): Promise<StatsResponse> {
      const today = dayOf(at);
      const p = periodOf(query, today);
      const rolledThrough = await repo.findRolledThrough(db);
      // §9: 'recent' content is the last 30 days up to today, whatever the period shown.
      const recentFrom = addDays(today, 1 - statsLimits.recentDays);
      const readFrom = recentFrom < p.previousFrom ? recentFrom : p.previousFrom;
      const readTo = p.to > today ? p.to : today;

      // Closed days come from the roll-up, the days after it (today at least) are counted live: one
      // read of the roll-up for the two periods, one of its totals, one count per source table.
      const metrics = ['signups', ...statsContentTypes] as const;
      const liveFrom = rolledThrough ? addDays(rolledThrough, 1) : null;
      const [rolled, rolledTotals, live] = await Promise.all([
        rolledThrough
          ? repo.readRolled(db, readFrom, readTo < rolledThrough ? readTo : rolledThrough)
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
        // A preset ends today: the members are every sign-up counted (the roll-up and today's).
        p.to === today ? (totals.get('signups') ?? 0) : repo.countMembersBefore(db, addDays(p.to, 1)),
        p.to === today
          ? (totals.get('signups') ?? 0) - inPeriod('signups')
          : repo.countMembersBefore(db, p.from),
        repo.countActiveSince(db, new Date(at.getTime() - statsLimits.activeHours * 3600_000)),
        repo.countByRole(db),
        repo.pageViewsPerDay(db, p.previousFrom, p.to),
        repo.topPosts(db, p.from, p.to, statsLimits.topPosts),
        topAuthorsOf(query, p, today, rolledThrough),
        repo.topPages(db, p.from, p.to, statsLimits.topPages),
        repo.sumEngagement(db, p.from, p.to),
        repo.sumEngagement(db, p.previousFrom, p.previousTo),
      ]);

      const points = query.period === 'quarter' ? statsLimits.quarterPoints : undefined;
      const series = seriesSpans(p.from, p.days, points).map(({ day, until }) => ({
        day,
        until,
        signups: sumOf(countsOf('signups'), day, until),
        publications: publicationMetrics.reduce((total, m) => total + sumOf(countsOf(m), day, until), 0),
        pageViews: sumOf(views, day, until),
      }));
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
          recent: sumOf(countsOf(type), recentFrom, today),
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
        // Each preset's leading authors of its closed days, and the floor under them.
        const keep = statsLimits.topAuthorsKept;
        for (const preset of presets) {
          const { from } = periodOf({ period: preset }, today);
          const counts = await repo.topAuthorCounts(tx, from, today, keep + 1);
          await repo.replaceTopAuthors(tx, preset, {
            fromDay: from,
            throughDay: addDays(today, -1),
            floor: counts[keep]?.n ?? 0,
            authors: counts.slice(0, keep),
          });
        }
        await repo.setRolledThrough(tx, addDays(today, -1));
      });
    },

    /**
     * Counts a beacon (decision 8): the page's route template when it is one of the web's
     * (`pageTemplates`, never a staff page), the article read on `/blog/:slug` (once a day per reader:
     * a member, or a visitor's network whatever browser it names; never its author), and for a
     * signed-in member the visit's time and pages. A visitor (a member, or a network) counts at most
     * `viewsPerVisitorPerDay` views a day; beyond, and for an unknown path, the beacon is answered
     * the same and counts nothing (issue 33). Nothing when the browser asks not to be tracked (DNT or
     * Sec-GPC). Throws `rate_limited` past 120 beacons a minute per network.
     */
    async recordView(
      actor: Actor | null,
      body: PageViewBody,
      context: { ip: string; doNotTrack: boolean },
    ): Promise<null> {
      if (context.doNotTrack) return null;
      const at = now();
      const network = networkKey(context.ip);
      const window = Math.floor(at.getTime() / beaconWindowMs);
      if (window !== beacons.window) {
        beacons.window = window;
        beacons.perAddress.clear();
      }
      const sent = (beacons.perAddress.get(network) ?? 0) + 1;
      beacons.perAddress.set(network, sent);
      if (sent > statsLimits.beaconsPerMinute) {
        throw new AppError('rate_limited', {
          retryAfter: Math.max(1, Math.ceil(((window + 1) * beaconWindowMs - at.getTime()) / 1000)),
        });
      }
      if (actor) await markActive(actor.id, at);
      const day = dayOf(at);
      // A member is one reader; a visitor is their network, whatever browser it names.
      const visitor = actor ? `member ${actor.id}` : `visitor ${network}`;
      const known = body.path && countedTemplates.has(body.path) ? body.path : undefined;
      const path = known && mayCountView(day, visitor) ? known : undefined;
      if (path) {
        await repo.addPageView(db, day, path, statsLimits.pathsPerDayMax);
        if (path === '/blog/:slug' && body.slug && isNewReader(day, visitor, body.slug)) {
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
  return service;
};
