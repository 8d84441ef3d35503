import { createHash, randomBytes } from 'node:crypto';
import { type PageViewBody, statsLimits } from '../../../common/contracts/stats';
import { pageTemplates } from '../../../common/page-templates';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { networkKey } from '../../lib/ip';
import type { Actor } from '../../platform/actor';
import * as repo from './stats.repository';
import { dayOf } from './stats-period';

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

export type StatsBeaconService = ReturnType<typeof createStatsBeaconService>;

/**
 * The page-view beacon (decision 8): page views, readers of an article and members' visits, counted
 * with what this instance remembers of today's visitors. `now` is the clock (tests move it).
 */
export const createStatsBeaconService = (db: Db, deps: { now?: () => Date } = {}) => {
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

  // When each member's activity was last written (per instance): one write per member and 15 minutes.
  const activityWritten = new Map<string, number>();
  const markActive = async (userId: string, at: Date) => {
    const last = activityWritten.get(userId);
    if (last !== undefined && at.getTime() - last < statsLimits.activityWriteMinutes * 60_000) return;
    if (activityWritten.size >= activityMarksMax) activityWritten.clear();
    activityWritten.set(userId, at.getTime());
    await repo.touchActivity(db, userId, at);
  };

  return {
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
};
