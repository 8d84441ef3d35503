import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { PageQuery } from '../../../common/contracts/pagination';
import type {
  RecoveryCodes,
  SecondFactorMethod,
  SecondFactors,
  TotpSetup,
  UnenrolledStaffPage,
} from '../../../common/contracts/two-factor';
import { can, Role } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor, Caller } from '../../platform/actor';
import { findUserById } from './auth.repository';
import { assertRecentFactorProof, recordProof } from './recent-proof';
import type { SecurityNotice } from './security-notice';
import { type SignInStep, sha256 } from './sign-in-step';
import * as repo from './two-factor.repository';

/** Ten single-use recovery codes of ten base32 characters (50 bits each), shown as XXXXX-XXXXX. */
const recoveryCodeCount = 10;
const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const newRecoveryCode = () => Array.from(randomBytes(10), (byte) => base32[byte % 32]).join('');
const showRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * Wrong codes per member, whatever the browser (on top of 5 attempts per pending sign-in). Only wrong ones
 * count: the member's right code is never refused for the codes an intruder tried before it.
 */
const codeRule = { max: 10, windowSeconds: 15 * 60 };
const period = 30;

/** The roles whose abilities open the back office: they must have a second factor. */
const staffRoles = Role.options.filter((role) => can(role, 'admin.open'));

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

/**
 * TOTP two-factor sign-in (issue 33 §4) with `otpauth`: enrolment by QR code or typed secret, confirmed
 * by a first code; ten recovery codes shown once; a code is accepted once (its 30-second step is kept)
 * within one step either side; attempts are limited per pending sign-in and per member. The secret is
 * stored AES-256-GCM encrypted under a key derived from the auth secret.
 */
export const createTwoFactorService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'sessionCache'> & {
    step: SignInStep;
    secret: string;
    notice: SecurityNotice;
  },
) => {
  const { db } = deps;
  const key = createHash('sha256').update(`sankofa-totp:${deps.secret}`).digest();

  const seal = (plain: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  };
  const open = (sealed: string) => {
    const [iv = '', tag = '', body = ''] = sealed.split('.');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };

  const totpOf = (secret: string, label = 'Sankofa') =>
    new TOTP({
      issuer: 'Sankofa',
      label,
      algorithm: 'SHA1',
      digits: 6,
      period,
      secret: Secret.fromBase32(secret),
    });

  /** The 30-second step `code` belongs to (one step either side of now), or null. */
  const stepOf = (secret: string, code: string): number | null => {
    const delta = totpOf(secret).validate({ token: code, window: 1 });
    return delta === null ? null : Math.floor(Date.now() / 1000 / period) + delta;
  };

  const issueRecoveryCodes = async (userId: string): Promise<RecoveryCodes> => {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await repo.replaceRecoveryCodes(db, userId, codes.map(sha256));
    return { recoveryCodes: codes.map(showRecoveryCode) };
  };

  /** Whether `code` (an authenticator code, or an unused recovery code, then spent) proves `userId`. */
  const verifyCode = async (userId: string, code: string): Promise<boolean> => {
    const totp = await repo.findTotp(db, userId);
    if (!totp?.enabledAt) return false;
    if (/^\d{6}$/.test(code)) {
      const step = stepOf(open(totp.secret), code);
      return step !== null && (await repo.claimStep(db, userId, step));
    }
    return repo.spendRecoveryCode(db, userId, sha256(code));
  };

  /**
   * Checks a code of `userId` with `check` under the member's limit of wrong codes (rate_limited once
   * reached); a wrong one is counted, and answers invalid_two_factor_code. `onLimit` runs once, at the
   * wrong code that reaches the limit.
   */
  const checkCode = async (userId: string, check: () => Promise<boolean>, onLimit?: () => Promise<void>) => {
    await deps.rateLimits.assertUnder('two-factor-code', userId, codeRule);
    if (await check()) return;
    const wrong = await deps.rateLimits.record('two-factor-code', userId, codeRule);
    if (wrong === codeRule.max) await onLimit?.();
    throw new AppError('invalid_two_factor_code');
  };

  /** A member's code as proof for a change: limited per member; wrong → invalid_two_factor_code. */
  const requireCode = (actor: Actor, code: string) => checkCode(actor.id, () => verifyCode(actor.id, code));

  return {
    verifyCode,

    /** The second factors a member may use to finish a sign-in (none: the password was enough). */
    async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
      const [totp, passkeys] = await Promise.all([repo.findTotp(db, userId), repo.listPasskeys(db, userId)]);
      return [
        ...(totp?.enabledAt ? (['totp'] as const) : []),
        ...(passkeys.length > 0 ? (['passkey'] as const) : []),
      ];
    },

    /** The staff who must still enrol before the back office opens to them (issue 33 §4), 20 a page. */
    async listUnenrolledStaff(query: PageQuery): Promise<UnenrolledStaffPage> {
      const window = pageWindow(query);
      const [rows, total] = await Promise.all([
        repo.listUnenrolled(db, staffRoles, window),
        repo.countUnenrolled(db, staffRoles, window.cap),
      ]);
      return toNumberedPage(query, { rows, total }, (row) => ({
        ...row,
        role: Role.catch('user').parse(row.role),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async status(actor: Actor): Promise<SecondFactors> {
      const [totp, left, passkeys] = await Promise.all([
        repo.findTotp(db, actor.id),
        repo.countRecoveryCodesLeft(db, actor.id),
        repo.listPasskeys(db, actor.id),
      ]);
      return {
        totp: {
          enabled: Boolean(totp?.enabledAt),
          enabledAt: totp?.enabledAt?.toISOString() ?? null,
          recoveryCodesLeft: totp?.enabledAt ? left : 0,
        },
        passkeys: passkeys.map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
        requiredForRole: can(actor.profile.role as Actor['role'], 'admin.open'),
      };
    },

    /** A new secret to confirm; throws two_factor_already_enabled while one is on. */
    async setup(actor: Actor): Promise<TotpSetup> {
      // Enrolling would lock the owner out if a stolen session could do it: it needs a recent proof,
      // by a factor when the member has a passkey already (audit i).
      await assertRecentFactorProof(db, actor, await repo.hasSecondFactor(db, actor.id));
      const existing = await repo.findTotp(db, actor.id);
      if (existing?.enabledAt) throw new AppError('two_factor_already_enabled');
      const secret = new Secret({ size: 20 }).base32;
      await repo.upsertPendingTotp(db, actor.id, seal(secret));
      return { secret, uri: totpOf(secret, actor.email).toString() };
    },

    /** Confirms the enrolment with a first code; answers the recovery codes (shown once). */
    async enable(actor: Actor, code: string): Promise<RecoveryCodes> {
      const pending = await repo.findTotp(db, actor.id);
      if (!pending) throw new AppError('two_factor_not_set_up');
      if (pending.enabledAt) throw new AppError('two_factor_already_enabled');
      const step = /^\d{6}$/.test(code) ? stepOf(open(pending.secret), code) : null;
      await checkCode(actor.id, async () => step !== null);
      if (step === null) throw new AppError('invalid_two_factor_code');
      const codes = await db.transaction(async (tx) => {
        const enabled = await repo.enableTotp(tx, actor.id, step);
        if (enabled.length === 0) throw new AppError('two_factor_already_enabled');
        const plain = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
        await repo.replaceRecoveryCodes(tx, actor.id, plain.map(sha256));
        await deps.notice(actor.email, 'totpEnabled', { tx });
        return plain;
      });
      // The first code is a factor's proof: the member may add a passkey right after.
      await recordProof(db, actor, 'totp');
      await deps.sessionCache.invalidate(actor.id);
      return { recoveryCodes: codes.map(showRecoveryCode) };
    },

    /**
     * Turns TOTP off; remembered browsers are forgotten. The proof it needs is its own: a current code
     * or a recovery code (which also counts as the session's recent proof, issue 33 §3).
     */
    async disable(actor: Actor, code: string): Promise<void> {
      await requireCode(actor, code);
      await recordProof(db, actor, 'totp');
      await db.transaction(async (tx) => {
        await repo.deleteTotp(tx, actor.id);
        await repo.deleteTrustedDevices(tx, actor.id);
        await deps.notice(actor.email, 'totpDisabled', { tx });
      });
      await deps.sessionCache.invalidate(actor.id);
    },

    async renewRecoveryCodes(actor: Actor, code: string): Promise<RecoveryCodes> {
      await requireCode(actor, code);
      const codes = await issueRecoveryCodes(actor.id);
      await deps.notice(actor.email, 'recoveryCodesRenewed');
      return codes;
    },

    /**
     * The second step of a sign-in in this browser: the code of the member whose password (or magic
     * link) was proven. Answers the member's id and the session cookies.
     * Throws second_factor_expired, invalid_two_factor_code, rate_limited.
     */
    async completeSignIn(
      caller: Caller,
      body: { code: string; rememberDevice: boolean },
    ): Promise<{ userId: string; cookies: string[] }> {
      const { userId, key: stepKey } = await deps.step.attempt(caller);
      // The limit reached at a sign-in means someone passed the first factor (the password, or a link
      // sent to the address) and is guessing codes: the member is told (audit i's open point).
      await checkCode(
        userId,
        () => verifyCode(userId, body.code),
        async () => {
          const member = await findUserById(db, userId);
          const params = { count: codeRule.max, minutes: codeRule.windowSeconds / 60 };
          if (member) await deps.notice(member.email, 'codesRefused', { params });
        },
      );
      await deps.step.finish(stepKey);
      return { userId, cookies: await deps.step.openSession(caller, userId, body.rememberDevice) };
    },

    async cleanUp(now: Date) {
      await repo.deleteExpired(db, now);
    },
  };
};
