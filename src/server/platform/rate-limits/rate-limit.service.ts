import type { ErrorCode } from '../../../common/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { networkKey } from '../../lib/ip';
import * as repo from './rate-limit.repository';

export interface RateRule {
  max: number;
  windowSeconds: number;
  /**
   * `ip`: the subject is a client address, counted by its network (an IPv6 /64, issue 33 §6). `email`:
   * an e-mail address, counted by the mailbox it reaches (`mailboxOf`), so that `a+1@` and `a+2@` share
   * one budget of mails. Any other value is counted as given.
   */
  by?: string;
}

/**
 * The mailbox an address reaches, for limits on the mail sent to it: lower case, without a `+tag`
 * (which most providers deliver to the same box), and for Gmail without the dots it ignores.
 */
export const mailboxOf = (email: string): string => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
};

const subjectOf = (subject: string, rule: RateRule) =>
  rule.by === 'ip' ? networkKey(subject) : rule.by === 'email' ? mailboxOf(subject) : subject;

const retryAfterOf = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

export type RateLimitService = ReturnType<typeof createRateLimitService>;

/** Abuse limits stored in the database, so every server instance shares the same counters. */
export const createRateLimitService = (db: Db) => {
  const service = {
    /**
     * Counts an attempt for `name:subject`; throws `code` (429, with Retry-After) once `rule.max`
     * attempts were made in the window.
     */
    async consume(name: string, subject: string, rule: RateRule, code: ErrorCode = 'rate_limited') {
      const { count, resetAt } = await repo.hit(
        db,
        `${name}:${subjectOf(subject, rule)}`,
        rule.windowSeconds,
      );
      if (count > rule.max) throw new AppError(code, { retryAfter: retryAfterOf(resetAt) });
    },

    /** Throws `code` when `name:subject` already reached `rule.max` in its window, without counting. */
    async assertUnder(name: string, subject: string, rule: RateRule, code: ErrorCode = 'rate_limited') {
      const row = await repo.peek(db, `${name}:${subjectOf(subject, rule)}`);
      if (row && row.count >= rule.max) throw new AppError(code, { retryAfter: retryAfterOf(row.resetAt) });
    },

    /**
     * The same request by `from` to `to` (a member, a group), counted per pair: `check` before it is made
     * (`code` once `rule.max` were), `count` once it was (a request refused for another reason is not).
     */
    pair(name: string, from: string, to: string, rule: RateRule, code: ErrorCode = 'request_repeated') {
      const subject = `${from}>${to}`;
      return {
        check: () => service.assertUnder(name, subject, rule, code),
        count: () => service.record(name, subject, rule),
      };
    },

    /**
     * Counts one hit without refusing it (a failure that a later attempt will be checked against);
     * answers the window's count with it.
     */
    async record(name: string, subject: string, rule: RateRule): Promise<number> {
      const { count } = await repo.hit(db, `${name}:${subjectOf(subject, rule)}`, rule.windowSeconds);
      return count;
    },

    /** Drops every counter of `name` whose subject starts with `subjectPrefix` (a limit lifted). */
    async lift(name: string, subjectPrefix: string) {
      await repo.deleteWithPrefix(db, `${name}:${subjectPrefix}`);
    },

    /** Drops ended windows (run by the clean-up job). */
    async purge() {
      await repo.deleteExpired(db);
    },
  };
  return service;
};
