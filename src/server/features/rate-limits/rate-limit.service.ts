import type { ErrorCode } from '../../../common/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './rate-limit.repository';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** Abuse limits stored in the database, so every server instance shares the same counters. */
export const createRateLimitService = (db: Db) => ({
  /**
   * Counts an attempt for `name:subject`; throws `code` (429, with Retry-After) once `rule.max`
   * attempts were made in the window.
   */
  async consume(name: string, subject: string, rule: RateRule, code: ErrorCode = 'rate_limited') {
    const { count, resetAt } = await repo.hit(db, `${name}:${subject}`, rule.windowSeconds);
    if (count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new AppError(code, { retryAfter });
    }
  },

  /** Drops ended windows (run by the clean-up job). */
  async purge() {
    await repo.deleteExpired(db);
  },
});
