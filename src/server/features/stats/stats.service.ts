import {
  type StatsContentType,
  type StatsQuery,
  type StatsResponse,
  statsContentTypes,
  statsLimits,
} from '../../../common/contracts/stats';
import { Role } from '../../../common/permissions';
import type { Db } from '../../db/client';
import * as repo from './stats.repository';
import { mergeTopAuthors, outsidersToCount, presets } from './stats-authors';
import { addDays, dayOf, figure, type Period, periodOf, seriesSpans, sumOf } from './stats-period';

const publicationMetrics = ['articles', 'posts', 'group_posts'] as const;

export type StatsService = ReturnType<typeof createStatsService>;

/**
 * The statistics dashboard (001 §2.9, issue 21 item 2); the page-view beacon (decision 8) that feeds it
 * is `stats-beacon.service.ts`'s. Closed days are read from the daily roll-up (`rollUp`, the
 * `stats-roll-up` job); days after the last roll-up (today, at least) are counted live, so every figure
 * is the database's.
 */
export const createStatsService = (db: Db, deps: { now?: () => Date } = {}) => {
  const now = deps.now ?? (() => new Date());

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
  };
  return service;
};
