import { createHash, randomBytes } from 'node:crypto';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { isLocalIp, networkKey } from '../../lib/ip';
import { countryOfIp } from '../../lib/ip-country';
import type { Caller } from '../../platform/actor';
import type { MailNetwork } from '../../platform/mail/mail-template';
import type { RateLimitService } from '../../platform/rate-limits/rate-limit.service';
import { deviceOf, truncatedIp } from '../account/device';
import * as repo from './auth.repository';
import type { BrowserCookies } from './browser-cookies';

/** The subject failed sign-ins are counted by: the address and the caller's network (IPv6 /64). */
export const failureSubject = (email: string, ip: string) => `${email}|${networkKey(ip)}`;

/** The subject of the address's failures from every network together (`signInFailuresAccount`). */
const accountSubject = (email: string) => `${email}|*`;

/** Lifts the failed sign-in counts of an address, from every network (a mailed link proved it). */
export const liftSignInFailures = (limiter: RateLimitService, email: string) =>
  limiter.lift('sign-in-failures', `${email}|`);

export type SignInGuard = ReturnType<typeof createSignInGuard>;

/**
 * What every sign-in goes through besides its proof (issue 33 §6–7): the failed attempts counted per
 * address and network, so one IP cannot lock a member out elsewhere; and the browser it came from,
 * remembered per member, with a mail when it is a new one.
 */
export const createSignInGuard = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits'> & {
    browserCookies: BrowserCookies;
    /** Mails "Nouvelle connexion à votre compte" (`password-reset.service.ts`). */
    sendNewDeviceMail: (
      email: string,
      where: { device: string; network: MailNetwork; date: Date },
    ) => Promise<void>;
  },
) => ({
  /**
   * Throws rate_limited when the address failed too often from the caller's network, sign_in_paused
   * when it failed too often from all of them together (the member is told to use a mailed link).
   */
  async assertNotLocked(caller: Caller, email: string): Promise<void> {
    await deps.rateLimits.assertUnder(
      'sign-in-failures',
      failureSubject(email, caller.ip),
      rateLimits.signInFailures,
    );
    await deps.rateLimits.assertUnder(
      'sign-in-failures',
      accountSubject(email),
      rateLimits.signInFailuresAccount,
      'sign_in_paused',
    );
  },

  /** Counts a wrong password for the address, from the caller's network and in all. */
  async recordFailure(caller: Caller, email: string): Promise<void> {
    await deps.rateLimits.record(
      'sign-in-failures',
      failureSubject(email, caller.ip),
      rateLimits.signInFailures,
    );
    await deps.rateLimits.record('sign-in-failures', accountSubject(email), rateLimits.signInFailuresAccount);
  },

  /** The mailbox's holder signed in: failed password attempts on the address stop counting. */
  liftFailures: (email: string) => liftSignInFailures(deps.rateLimits, email),

  /**
   * Remembers the browser of a sign-in (issue 33 §7); a browser the member never signed in from,
   * when they had signed in from another before, mails them "Nouvelle connexion" with the device,
   * the network and the time. Returns the device cookie to set on a browser that had none.
   */
  async noteDevice(caller: Caller, userId: string, email: string): Promise<string[]> {
    const given = deps.browserCookies.deviceOf(caller.headers.get('cookie'));
    const device = given ?? randomBytes(24).toString('base64url');
    const digest = createHash('sha256').update(device).digest('base64url');
    const { isNew, hadOthers } = await repo.rememberDevice(deps.db, userId, digest);
    if (isNew && hadOthers) {
      const { browser, os } = deviceOf(caller.headers.get('user-agent'));
      // Language-neutral values: the mail is written in the member's language (mail/).
      const userAgent = caller.headers.get('user-agent')?.slice(0, 80);
      await deps.sendNewDeviceMail(email, {
        device: [browser, os].filter(Boolean).join(' · ') || userAgent || '?',
        network: isLocalIp(caller.ip)
          ? { ip: caller.ip, country: null }
          : { ip: truncatedIp(caller.ip) ?? caller.ip, country: await countryOfIp(caller.ip) },
        date: new Date(),
      });
    }
    return given ? [] : [deps.browserCookies.deviceCookie(device)];
  },
});

/** Whether an error is the wrong-password answer a failed sign-in counts. */
export const isWrongPassword = (error: unknown) =>
  error instanceof AppError && error.code === 'invalid_credentials';
