import type { ErrorCode } from '../../../common/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { networkKey } from '../../lib/ip';
import * as repo from './rate-limit.repository';

export interface RateRule {
  max: number;
  windowSeconds: number;
  /** `ip`: the subject is a client address, counted by its network (an IPv6 /64, issue 33 §6). */
  by?: string;
}

const subjectOf = (subject: string, rule: RateRule) => (rule.by === 'ip' ? networkKey(subject) : subject);

const retryAfterOf = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** Abuse limits stored in the database, so every server instance shares the same counters. */
export const createRateLimitService = (db: Db) => ({
  /**
   * Counts an attempt for `name:subject`; throws `code` (429, with Retry-After) once `rule.max`
   * attempts were made in the window.
   */
  async consume(name: string, subject: string, rule: RateRule, code: ErrorCode = 'rate_limited') {
    const { count, resetAt } = await repo.hit(db, `${name}:${subjectOf(subject, rule)}`, rule.windowSeconds);
    if (count > rule.max) throw new AppError(code, { retryAfter: retryAfterOf(resetAt) });
  },

  /** Throws `code` when `name:subject` already reached `rule.max` in its window, without counting. */
  async assertUnder(name: string, subject: string, rule: RateRule, code: ErrorCode = 'rate_limited') {
    const row = await repo.peek(db, `${name}:${subjectOf(subject, rule)}`);
    if (row && row.count >= rule.max) throw new AppError(code, { retryAfter: retryAfterOf(row.resetAt) });
  },

  /** Counts one hit without refusing it (a failure that a later attempt will be checked against). */
  async record(name: string, subject: string, rule: RateRule) {
    await repo.hit(db, `${name}:${subjectOf(subject, rule)}`, rule.windowSeconds);
  },

  /** Drops every counter of `name` whose subject starts with `subjectPrefix` (a limit lifted). */
  async lift(name: string, subjectPrefix: string) {
    await repo.deleteWithPrefix(db, `${name}:${subjectPrefix}`);
  },

  /** Drops ended windows (run by the clean-up job). */
  async purge() {
    await repo.deleteExpired(db);
  },
});
