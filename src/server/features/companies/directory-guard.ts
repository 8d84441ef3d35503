import { eq, lt, sql } from 'drizzle-orm';
import { companyLimits, type DirectoryMeta } from '../../../common/contracts/companies';
import type { Db, DbOrTx } from '../../db/client';
import { companyDirectoryAccess, type DirectoryAccessEntry } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const a = companyLimits.antiScraping;

/** A subject's state, as stored. */
export interface DirectoryState {
  windowStartedAt: Date;
  lastSeenAt: Date;
  pages: string[];
  rateRemaining: number;
  history: DirectoryAccessEntry[];
  blockedUntil: Date | null;
  blockReason: 'limit' | 'suspicious' | null;
}

/** One read of the directory: a list page (its number and filters), or a company page / the picker. */
export interface DirectoryRead {
  kind: 'list' | 'detail' | 'pick';
  page?: number;
  /** The list's filters, so the same page with other filters is another page. */
  filterKey?: string;
  userAgent: string | undefined;
}

export type Assessment =
  | { allowed: true; state: DirectoryState; meta: DirectoryMeta }
  | { allowed: false; state: DirectoryState; reason: 'limit' | 'suspicious'; retryAfterMs: number };

/** User agents of robots, scripts and headless browsers (002 §9 "bot-like user agents"); empty too. */
const botPattern =
  /bot|crawl|spider|slurp|curl|wget|python|httpclient|http-client|headless|phantom|scrapy|java\/|go-http|okhttp|node-fetch|axios|libwww|perl|ruby|scraper|puppeteer|selenium|playwright/i;

export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  !userAgent || userAgent.trim() === '' || botPattern.test(userAgent);

export const freshState = (now: Date): DirectoryState => ({
  windowStartedAt: now,
  lastSeenAt: now,
  pages: [],
  rateRemaining: a.rateInitial,
  history: [],
  blockedUntil: null,
  blockReason: null,
});

/** Whether the window of `state` is over: an hour without a read, or a day in all. */
const windowEnded = (state: DirectoryState, at: number) =>
  at - state.lastSeenAt.getTime() > a.idleMs || at - state.windowStartedAt.getTime() > a.windowMaxMs;

/**
 * 3 of the last 5 page moves within 3 seconds (002 §9 "rapid pagination"), this one included. A move is
 * a list read on another page than the list read before it: typing a search stays on its page.
 */
const isRapid = (history: DirectoryAccessEntry[], at: number) =>
  history
    .filter((entry) => entry.move)
    .slice(-a.rapid.of)
    .filter((entry) => at - entry.at <= a.rapid.withinMs).length >= a.rapid.count;

/** 4 or more consecutive page numbers among the last 5 list reads (002 §9 "sequential pages"). */
const isSequential = (history: DirectoryAccessEntry[]) => {
  const pages = history
    .filter((entry) => entry.page > 0)
    .slice(-a.sequential.of)
    .map((entry) => entry.page);
  let run = 1;
  for (let i = 1; i < pages.length; i++) {
    const previous = pages[i - 1] ?? 0;
    run = pages[i] === previous + 1 ? run + 1 : 1;
    if (run >= a.sequential.count) return true;
  }
  return false;
};

export const metaOf = (pagesViewed: number, rateRemaining: number): DirectoryMeta => ({
  pagesViewed,
  rateRemaining,
  warning:
    pagesViewed >= a.nearLimitPages
      ? 'near_limit'
      : pagesViewed > a.warnPages || rateRemaining < a.rateWarnBelow
        ? 'many_pages'
        : null,
  exempt: false,
});

/**
 * The rules of 002 §4 and §9, evaluated on the server: a pure function of the stored state, the read
 * and the clock. A denial blocks the subject for an hour (the rest of its session): more than 10 list
 * pages or 100 reads in the window → 'limit' ('Accès temporairement limité'); rapid or sequential
 * paging, or a robot's user agent → 'suspicious' ('Accès refusé').
 */
export const assessDirectoryAccess = (
  stored: DirectoryState | undefined,
  read: DirectoryRead,
  now: Date,
): Assessment => {
  const at = now.getTime();
  if (stored?.blockedUntil && stored.blockedUntil.getTime() > at) {
    return {
      allowed: false,
      state: stored,
      reason: stored.blockReason ?? 'limit',
      retryAfterMs: stored.blockedUntil.getTime() - at,
    };
  }
  const base = !stored || stored.blockedUntil || windowEnded(stored, at) ? freshState(now) : stored;
  const page = read.kind === 'list' ? (read.page ?? 1) : 0;
  const lastListed = base.history.filter((item) => item.page > 0).at(-1);
  const entry: DirectoryAccessEntry = { page, at, move: page > 0 && page !== (lastListed?.page ?? 1) };
  const history = [...base.history, entry].slice(-a.historySize);
  const pageKey = read.kind === 'list' ? `${read.page ?? 1}|${read.filterKey ?? ''}` : undefined;
  const pages = pageKey && !base.pages.includes(pageKey) ? [...base.pages, pageKey] : base.pages;
  const state: DirectoryState = {
    ...base,
    lastSeenAt: now,
    pages,
    rateRemaining: base.rateRemaining - 1,
    history,
    blockedUntil: null,
    blockReason: null,
  };
  const deny = (reason: 'limit' | 'suspicious'): Assessment => ({
    allowed: false,
    reason,
    retryAfterMs: a.idleMs,
    state: { ...state, blockedUntil: new Date(at + a.idleMs), blockReason: reason },
  });
  if (isBotUserAgent(read.userAgent)) return deny('suspicious');
  if (read.kind === 'list' && (isRapid(history, at) || isSequential(history))) return deny('suspicious');
  if (pages.length > a.sessionPagesMax || state.rateRemaining < 0) return deny('limit');
  return { allowed: true, state, meta: metaOf(pages.length, state.rateRemaining) };
};

// ---------------------------------------------------------------------------------------------
// Storage

const toState = (row: typeof companyDirectoryAccess.$inferSelect): DirectoryState => ({
  windowStartedAt: row.windowStartedAt,
  lastSeenAt: row.lastSeenAt,
  pages: row.pages,
  rateRemaining: row.rateRemaining,
  history: row.history,
  blockedUntil: row.blockedUntil,
  blockReason: row.blockReason === 'suspicious' ? 'suspicious' : row.blockReason === 'limit' ? 'limit' : null,
});

const lockState = async (tx: DbOrTx, subject: string, now: Date): Promise<DirectoryState | undefined> => {
  // The row exists before it is locked, so two first reads at once cannot both insert.
  await tx
    .insert(companyDirectoryAccess)
    .values({ subject, ...freshState(now) })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyDirectoryAccess)
    .where(eq(companyDirectoryAccess.subject, subject))
    .for('update');
  return row ? toState(row) : undefined;
};

export type DirectoryGuard = ReturnType<typeof createDirectoryGuard>;

/**
 * Counts each read of the directory for every subject given (the account and the address) and refuses
 * it when one of them is over a limit: 429 `companies_page_limit` or 403 `companies_access_denied`,
 * with Retry-After. Each subject's row is locked while it is updated, so instances share the counts.
 */
export const createDirectoryGuard = (db: Db, now: () => Date) => ({
  async check(subjects: string[], read: DirectoryRead): Promise<DirectoryMeta> {
    const at = now();
    const results = await db.transaction(async (tx) => {
      const assessed: Assessment[] = [];
      for (const subject of [...subjects].sort()) {
        const result = assessDirectoryAccess(await lockState(tx, subject, at), read, at);
        await tx
          .update(companyDirectoryAccess)
          .set(result.state)
          .where(eq(companyDirectoryAccess.subject, subject));
        assessed.push(result);
      }
      return assessed;
    });
    const denied = results.find((result) => !result.allowed);
    if (denied && !denied.allowed) {
      const retryAfter = Math.max(1, Math.ceil(denied.retryAfterMs / 1000));
      throw new AppError(denied.reason === 'limit' ? 'companies_page_limit' : 'companies_access_denied', {
        retryAfter,
      });
    }
    // The subject nearest its limits speaks for the read.
    const metas = results.flatMap((result) => (result.allowed ? [result.meta] : []));
    return metaOf(
      Math.max(0, ...metas.map((meta) => meta.pagesViewed)),
      Math.min(a.rateInitial, ...metas.map((meta) => meta.rateRemaining)),
    );
  },

  /** Removes the rows of windows that ended (an hour without a read and no block running). */
  async purge(): Promise<void> {
    const cutoff = new Date(now().getTime() - a.idleMs);
    await db
      .delete(companyDirectoryAccess)
      .where(
        sql`${lt(companyDirectoryAccess.lastSeenAt, cutoff)} and (${companyDirectoryAccess.blockedUntil} is null or ${lt(companyDirectoryAccess.blockedUntil, now())})`,
      );
  },
});
