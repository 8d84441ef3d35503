import {
  type MailedLinkKind,
  mailedLinkPagePath,
  type OpenLinkBody,
  RedirectPath,
} from '../../../common/contracts/auth';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { Actor, Caller } from '../../platform/actor';
import {
  type Auth,
  afterLinkPath,
  authBasePath,
  linkErrorPath,
  linkOtherAccountPath,
} from '../../plugins/auth';
import * as repo from './auth.repository';
import type { BrowserCookies } from './browser-cookies';
import { readConfirmationToken, storedMagicToken } from './link-tokens';
import type { SecondStepGate } from './second-step';
import type { SignInGuard } from './sign-in-guard';

/** Where a magic link of a member with a second factor lands: the sign-in dialog, at its second step. */
export const secondStepPath = '/?authStep=second-factor';

/** The two links mailed to members, and their paths under better-auth's base path. */
export type LinkKind = MailedLinkKind;
export const linkPaths: Record<LinkKind, string> = {
  'verify-email': '/verify-email',
  'magic-link': '/magic-link/verify',
};

/** The return paths a mailed link carries, and where each leads when it is not a path of this site. */
const returnPaths = {
  callbackURL: afterLinkPath,
  newUserCallbackURL: afterLinkPath,
  errorCallbackURL: linkErrorPath,
} as const;

/**
 * A link's query as better-auth receives it: its first token and its own return paths, each kept only
 * when it is a path of this site (the callback always set, so better-auth answers with a redirect). A
 * link page edited by hand (an outside callback, a second token) would otherwise have better-auth refuse
 * the link after an unconfirmed account's password had been dropped: the link live, the password gone.
 */
const linkQuery = (query: string): string => {
  const given = new URLSearchParams(query);
  const clean = new URLSearchParams({ token: given.get('token') ?? '' });
  for (const [name, fallback] of Object.entries(returnPaths)) {
    const value = given.get(name);
    if (value === null && name !== 'callbackURL') continue;
    clean.set(name, value !== null && RedirectPath.safeParse(value).success ? value : fallback);
  }
  return clean.toString();
};

/** Where the browser goes, always an absolute URL on the site, and the cookies to set. */
export interface LinkOutcome {
  location: string;
  cookies: string[];
}

export type AuthLinkService = ReturnType<typeof createAuthLinkService>;

/**
 * Opens the confirmation and magic links (better-auth spends them and signs in), with the rules
 * better-auth does not know (issue 11 §1–3):
 * - only the latest sign-up attempt's confirmation link confirms the attempt's password; a link that
 *   did not prove the password (a resend by whoever asked) confirms the address and drops it;
 * - a link never replaces the session of a different signed-in member: it is left unspent and the
 *   member is told to sign out first;
 * - every redirect is an absolute URL on `PUBLIC_URL`'s origin, so no crafted return path
 *   (`/.//evil.example`) can leave the site.
 */
export const createAuthLinkService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'sessionCache'> & {
    auth: Auth;
    browserCookies: BrowserCookies;
    /** Failed sign-ins lifted by a followed link; the browser of the sign-in remembered. */
    guard: SignInGuard;
    publicUrl: string;
    secret: string;
    /** A member with a second factor: the link proves one factor, the second step follows. */
    secondStep: SecondStepGate;
  },
) => {
  const { db } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const onSite = (pathAndQuery: string) => `${origin}${pathAndQuery}`;
  const failed: LinkOutcome = { location: onSite(linkErrorPath), cookies: [] };
  const otherAccount: LinkOutcome = { location: onSite(linkOtherAccountPath), cookies: [] };

  /** better-auth answers the link; we keep its cookies only when it signed someone in on the site. */
  const forward = async (url: URL, headers: Headers): Promise<LinkOutcome> => {
    const clean = new Headers(headers);
    // A fresh session for whoever the link proves, never one carried over from the browser.
    clean.delete('cookie');
    const response = await deps.auth.handler(new Request(url, { headers: clean }));
    const location = response.headers.get('location');
    if (!location || response.status >= 400) return failed;
    let target: URL;
    try {
      target = new URL(location, origin);
    } catch {
      return failed;
    }
    if (target.origin !== origin || target.searchParams.has('error')) return failed;
    const cookies = response.headers.getSetCookie();
    // A link that signs nobody in (an address confirmed earlier, a refused session) is spent too.
    if (!cookies.some((cookie) => /session_token=[^;]+/.test(cookie))) return failed;
    // Path and query glued to our own origin, and only a path the redirect contract accepts (a crafted
    // `//evil.example` or `/./` lands on the default page instead of an odd path of this site).
    const path = `${target.pathname}${target.search}`;
    return { location: onSite(RedirectPath.safeParse(path).success ? path : afterLinkPath), cookies };
  };

  /** The browser a link signed its member in from is remembered (issue 33 §7). */
  const withDevice = async (outcome: LinkOutcome, caller: Caller, user: { id: string; email: string }) => ({
    ...outcome,
    cookies: [...outcome.cookies, ...(await deps.guard.noteDevice(caller, user.id, user.email))],
  });

  /**
   * The unconfirmed account a confirmation link is for, undefined once the link no longer works: forged
   * or expired, the address already proven, or the link of a sign-up attempt that a later one replaced.
   */
  const confirmationTarget = async (token: string) => {
    const claims = readConfirmationToken(token, deps.secret);
    if (!claims) return undefined;
    const user = claims.userId
      ? await repo.findUserById(db, claims.userId)
      : await repo.findUserByEmail(db, claims.email);
    if (!user || user.email !== claims.email || user.emailVerified) return undefined;
    if (claims.attempt) {
      const attempt = await repo.findSignUpAttempt(db, user.id);
      const isCurrent =
        attempt !== undefined && attempt.value === claims.attempt && attempt.expiresAt.getTime() > Date.now();
      if (!isCurrent) return undefined;
    }
    return { user, attempt: claims.attempt };
  };

  const openConfirmation = async (url: URL, caller: Caller, actor: Actor | null) => {
    const { headers } = caller;
    const target = await confirmationTarget(url.searchParams.get('token') ?? '');
    if (!target) return failed;
    const { user, attempt } = target;
    if (actor && actor.id !== user.id) return otherAccount;
    // The password survives only in the browser that chose it (issue 33 §1): a stranger who signed up on
    // this address, before or after its owner, never gets the owner to confirm their password.
    const provesPassword =
      attempt !== undefined && deps.browserCookies.carriesAttempt(headers.get('cookie'), attempt);
    if (!provesPassword) {
      // Proof of the address without proof of the password: nothing set before it survives.
      await db.transaction(async (tx) => {
        await repo.deleteCredentials(tx, user.id);
        await repo.deleteSessionsOfUser(tx, user.id);
      });
      await deps.sessionCache.invalidate(user.id);
    }
    const outcome = await forward(url, headers);
    if (outcome === failed) return outcome;
    await repo.deleteSignUpAttempt(db, user.id);
    const confirmed = { ...outcome, cookies: [...outcome.cookies, deps.browserCookies.clearAttemptCookie()] };
    return withDevice(confirmed, caller, user);
  };

  /**
   * The member's own link in a signed-in browser (re-authentication by mail): its sign-in replaces the
   * browser's session, which is not left open beside the new one (nor kept while a second step waits).
   */
  const endSessionOf = async (actor: Actor | null) => {
    if (!actor) return;
    await repo.deleteSessionByToken(db, actor.sessionToken);
    await deps.sessionCache.invalidate(actor.id);
  };

  const openMagicLink = async (url: URL, caller: Caller, actor: Actor | null) => {
    const { headers } = caller;
    const stored = storedMagicToken(url.searchParams.get('token') ?? '');
    const email = await repo.findMagicLinkEmail(db, stored);
    if (!email) return failed;
    if (actor && actor.email !== email) return otherAccount;
    const user = await repo.findUserByEmail(db, email);
    // Signed in or not: the mailbox is one factor. In a signed-in browser the link would otherwise open a
    // fresh session, counted as a recent proof, so a stolen cookie plus the mailbox could add a passkey.
    const pending = user?.emailVerified ? await deps.secondStep.after(caller, user.id) : null;
    if (pending) {
      // The link is spent; its sign-in ends with a code or a passkey in the dialog of this browser,
      // which then leads where the member was going (the link's return path, checked by linkQuery).
      await repo.deleteMagicLink(db, stored);
      await endSessionOf(actor);
      const onward = new URLSearchParams({ redirect: url.searchParams.get('callbackURL') ?? afterLinkPath });
      return { location: onSite(`${secondStepPath}&${onward}`), cookies: pending.setCookies };
    }
    // better-auth strips an unconfirmed account of its password and sessions before signing in.
    const outcome = await forward(url, headers);
    if (outcome === failed) return outcome;
    // The mailbox's holder signed in: failed password attempts on the address stop counting.
    await deps.guard.liftFailures(email);
    const signedIn = await repo.findUserByEmail(db, email);
    await endSessionOf(actor);
    if (!signedIn) return outcome;
    await repo.deleteSignUpAttempt(db, signedIn.id);
    return withDevice(outcome, caller, signedIn);
  };

  return {
    /**
     * Where a GET of a mailed link sends the browser: its page, which spends it only on the member's
     * click. Mail scanners and link previews open every link of a mail; a GET that spent it would leave
     * the member a dead link (and a confirmation opened without the sign-up's browser drops the password).
     */
    pageOf(kind: LinkKind, requestUrl: string): string {
      const { search } = new URL(requestUrl, origin);
      return onSite(mailedLinkPagePath(kind, search.slice(1)));
    },

    /**
     * The address a mailed link is for, without spending it: its page shows it before the click, so a
     * link someone else sent (which would sign into their account) is seen for what it is. Null when
     * the link no longer works.
     */
    async accountOf(caller: Caller, { kind, query }: OpenLinkBody): Promise<string | null> {
      await deps.rateLimits.consume('sign-in-ip', caller.ip, rateLimits.signInIp);
      const token = new URLSearchParams(query).get('token') ?? '';
      if (kind === 'magic-link') return (await repo.findMagicLinkEmail(db, storedMagicToken(token))) ?? null;
      return (await confirmationTarget(token))?.user.email ?? null;
    },

    /** Spends a mailed link, opened by `actor` (null for a visitor) with the member's click. */
    async open(caller: Caller, actor: Actor | null, { kind, query }: OpenLinkBody): Promise<LinkOutcome> {
      await deps.rateLimits.consume('sign-in-ip', caller.ip, rateLimits.signInIp);
      const url = new URL(`${authBasePath}${linkPaths[kind]}`, origin);
      url.search = linkQuery(query);
      return kind === 'verify-email'
        ? openConfirmation(url, caller, actor)
        : openMagicLink(url, caller, actor);
    },
  };
};
