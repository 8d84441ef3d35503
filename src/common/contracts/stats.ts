import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Role } from '../permissions';

/*
 * The statistics dashboard, /admin/general-stats (001 §2.9, §3, §6, §7.3, §9; plan 001 decision 8 and
 * C.1; issue 21 item 2), and the first-party page-view beacon. Every figure is counted from rows; a
 * fresh install answers zeros and empty lists, never a sample.
 */

/**
 * §2.9 "Period choice: week, month, quarter" (§9: 7 days, 1 month, 3 months, each ending today; decision
 * 8: a month is a calendar month), and a custom range of days (an addition: any closed range).
 */
export const statsPeriods = ['week', 'month', 'quarter', 'custom'] as const;
export type StatsPeriod = (typeof statsPeriods)[number];

/** What the dashboard counts per type of content (plan C.1 "content-type statistics"). */
export const statsContentTypes = [
  'posts',
  'group_posts',
  'articles',
  'comments',
  'events',
  'job_offers',
  'groups',
  'companies',
  'projects',
  'tenders',
] as const;
export type StatsContentType = (typeof statsContentTypes)[number];

/** Limits of §9 and of the beacon (not in the spec: bounds on what a browser may send). */
export const statsLimits = {
  topPosts: 5,
  topAuthors: 10,
  /**
   * Authors the daily roll-up keeps per preset period (the top with a margin): today's publications can
   * reorder them without a read of the whole period.
   */
  topAuthorsKept: 50,
  topPages: 10,
  /** §9: a quarter's series has 12 points. */
  quarterPoints: 12,
  /** §9: "Post titles are cut to 50 characters in author tracking". */
  titleMax: 50,
  /** §9: content-type 'recent' means the last 30 days, whatever the period shown. */
  recentDays: 30,
  /** §9 active sessions: members active within this many hours. */
  activeHours: 24,
  /** A member's activity is written at most this often (per instance): a visit costs one write, not one per page. */
  activityWriteMinutes: 15,
  /** A custom range spans at most two years of days. */
  rangeMaxDays: 731,
  pathMax: 120,
  slugMax: 200,
  /** A report of time spent counts at most 30 minutes (a tab left open is not engagement). */
  visitSecondsMax: 1800,
  /** Distinct path templates counted per day: the beacon cannot grow the table without bound. */
  pathsPerDayMax: 500,
  /** Beacons per address (an IPv6 /64) and minute (in memory, per instance). */
  beaconsPerMinute: 120,
  /**
   * Page views one visitor (a member, or a visitor's network) adds per day (in memory, per instance): a
   * script cannot inflate a page's views past it (issue 33).
   */
  viewsPerVisitorPerDay: 300,
} as const;

const v = 'admin.stats.validation';
const isoDay = z.iso.date({ error: `${v}.day` });

/** The period asked for; `from` and `to` only with `custom` (UTC days, both included). */
export const StatsQuery = z
  .object({
    period: z.enum(statsPeriods, { error: `${v}.period` }).default('month'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((query, context) => {
    if (query.period !== 'custom') return;
    if (!query.from) context.addIssue({ code: 'custom', path: ['from'], message: `${v}.fromRequired` });
    if (!query.to) context.addIssue({ code: 'custom', path: ['to'], message: `${v}.toRequired` });
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: `${v}.order` });
  });
export type StatsQuery = z.input<typeof StatsQuery>;

/** A figure of the period, the same figure over the previous period of the same length, and the growth. */
export const StatsFigure = z.object({
  value: z.number(),
  previous: z.number(),
  /** §9: (value − previous) / previous × 100, one decimal; 0 when previous is 0. */
  growth: z.number(),
});
export type StatsFigure = z.infer<typeof StatsFigure>;

/**
 * One point of the series: a day (week, month, custom), or for a quarter one of the 12 spans of 7 or 8
 * days that cover it (§9 "Daily series: 7 (week), 30 (month) or 12 (quarter) points"). `day` is the
 * first day of the point, `until` its last (the same day for a daily point).
 */
export const StatsSeriesPoint = z.object({
  day: z.iso.date(),
  until: z.iso.date(),
  signups: z.number().int(),
  publications: z.number().int(),
  pageViews: z.number().int(),
});
export type StatsSeriesPoint = z.infer<typeof StatsSeriesPoint>;

export const StatsResponse = z.object({
  period: z.object({
    from: z.iso.date(),
    to: z.iso.date(),
    previousFrom: z.iso.date(),
    previousTo: z.iso.date(),
    days: z.number().int(),
  }),
  /** Members at the end of the period (against the end of the previous one). */
  members: StatsFigure,
  /** Sign-ups during the period: the signup growth of §2.9. */
  newMembers: StatsFigure,
  /** §9: members active (signed in, or browsing signed in) within 24 hours, now, whatever the period. */
  activeSessions: z.number().int(),
  /** Decision 8: blog articles, feed posts and group posts. */
  publications: StatsFigure,
  comments: StatsFigure,
  pageViews: StatsFigure,
  /** Signed-in members' visits: the mean duration in seconds (§9, shown as minutes and seconds). */
  engagement: z.object({
    averageSeconds: StatsFigure,
    sessions: z.number().int(),
    pagesPerSession: z.number(),
  }),
  /** One point per day of the period; 12 spans of about a week for a quarter. */
  series: z.array(StatsSeriesPoint),
  /** Decision 8: "user type" is the role; members per role, most numerous first. */
  roles: z.array(z.object({ role: Role, count: z.number().int() })),
  /** The period's most read articles (§9: 5), ties by likes. */
  topPosts: z.array(
    z.object({
      id: z.guid(),
      title: z.string(),
      slug: z.string(),
      views: z.number().int(),
      likes: z.number().int(),
    }),
  ),
  /** The period's most prolific authors (§9: 10, at least one publication). */
  topAuthors: z.array(
    z.object({
      id: z.guid(),
      fullName: z.string().nullable(),
      username: z.string(),
      publications: z.number().int(),
      /** Their latest article's title in the period, cut to 50 characters (§9), if any. */
      latestTitle: z.string().nullable(),
    }),
  ),
  /** The period's most viewed pages, by route template. */
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /**
   * Every content type: all rows now, the recent ones (§9: the last 30 days up to today, whatever the
   * period) and those created in the period with their growth.
   */
  contentTypes: z.array(
    z.object({
      type: z.enum(statsContentTypes),
      total: z.number().int(),
      recent: z.number().int(),
      period: StatsFigure,
    }),
  ),
});
export type StatsResponse = z.infer<typeof StatsResponse>;

/**
 * A beacon of the web router (decision 8): the route template of the page shown, the article's slug on
 * `/blog/:slug`, and for the visit the seconds since the tab's previous report. No address, no id.
 */
export const PageViewBody = z.object({
  path: z
    .string()
    .max(statsLimits.pathMax)
    .regex(/^\/[A-Za-z0-9\-_:/*.]*$/)
    .optional(),
  slug: z.string().min(1).max(statsLimits.slugMax).optional(),
  visit: z
    .object({
      isNew: z.boolean(),
      seconds: z.number().int().min(0).max(86_400),
    })
    .optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;

export const statsEndpoints = {
  /** Counts a page view (and a member's time spent); 204 also when DNT or Sec-GPC asks not to count. */
  recordView: endpoint('POST', '/stats/views', {
    body: PageViewBody,
    response: z.null(),
    status: 204,
    access: 'public',
  }),
};

export const adminStatsEndpoints = {
  /** The dashboard for a period; 400 `stats_range_invalid` for a range ending after today or too long. */
  get: endpoint('GET', '/admin/stats', {
    query: StatsQuery,
    response: StatsResponse,
    access: { ability: 'stats.view' },
  }),
};
