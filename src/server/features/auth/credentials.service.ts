import { APIError } from 'better-auth/api';
import type {
  AccountSecurity,
  ChangePasswordBody,
  MagicLinkBody,
  ProofMethod,
  ReauthenticateBody,
  ReauthenticateResponse,
  SecondFactorMethod,
  SetPasswordBody,
} from '../../../common/contracts/auth';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor, Caller } from '../../platform/actor';
import { type Auth, hashPassword, verifyPassword } from '../../plugins/auth';
import * as repo from './auth.repository';
import { errorCodeOf } from './auth.service';
import type { PasskeyService } from './passkeys.service';
import { assertAcceptablePassword, invalidCurrentPassword } from './password-policy';
import { endPasswordRecovery } from './password-reset.service';
import { assertRecentProof, recordProof } from './recent-proof';
import type { SecondStepGate } from './second-step';

export type CredentialService = ReturnType<typeof createCredentialService>;

/**
 * The member's own credentials, once signed in: what `/settings/security` shows, the proofs of
 * re-authentication (issue 33 §3), and changing or setting the password.
 */
export const createCredentialService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'sessionCache'> & {
    auth: Auth;
    secondStep: SecondStepGate;
    /** The member's passkeys as a proof: a challenge, then its signature checked. */
    passkeys: Pick<PasskeyService, 'proofOptions' | 'verifyProof'>;
    /** Mails a sign-in link (the re-authentication by mail). */
    requestMagicLink: (caller: Caller, body: MagicLinkBody) => Promise<void>;
    /** Mails "your password was changed" (`password-reset.service.ts`). */
    notifyPasswordChanged: (email: string) => Promise<void>;
  },
) => {
  const { db, auth, sessionCache } = deps;

  const credentials = {
    /** What the security settings show: whether a password is set, how many sessions are open. */
    async accountSecurity(actor: Actor): Promise<AccountSecurity> {
      const [digest, activeSessions, factors] = await Promise.all([
        repo.findPasswordHash(db, actor.id),
        repo.countSessions(db, actor.id),
        deps.secondStep.methodsOf(actor.id),
      ]);
      const hasPassword = digest !== undefined;
      return { hasPassword, activeSessions, proofMethods: credentials.proofMethodsOf(hasPassword, factors) };
    },

    /**
     * How a member proves again who they are: the password when set, an authenticator code or a
     * passkey when enrolled, a mailed link only for members without a second factor (the mailbox alone is one
     * factor) or when nothing else is left to them.
     */
    proofMethodsOf(hasPassword: boolean, factors: readonly SecondFactorMethod[] = []): ProofMethod[] {
      const methods: ProofMethod[] = [];
      if (hasPassword) methods.push('password');
      if (factors.includes('totp')) methods.push('totp');
      if (factors.includes('passkey')) methods.push('passkey');
      if (factors.length === 0 || methods.length === 0) methods.push('email');
      return methods;
    },

    /** The challenge a passkey of the member signs as a proof (forbidden without a passkey). */
    passkeyProofOptions: (actor: Actor) => deps.passkeys.proofOptions(actor),

    /**
     * Re-authentication before a sensitive change (issue 33 §3): the password, an authenticator code or
     * a passkey's signature over `passkeyProofOptions`' challenge marks this session as proven at once;
     * `email` mails a fresh sign-in link to the account's own
     * address, whose new session (in the browser that follows it) is proven by its opening. A method
     * the member may not use is refused. Throws invalid_current_password, invalid_two_factor_code,
     * passkey_invalid, forbidden, rate_limited, mail_rate_limited.
     */
    async reauthenticate(
      caller: Caller,
      actor: Actor,
      body: ReauthenticateBody,
    ): Promise<ReauthenticateResponse> {
      await deps.rateLimits.consume('reauthenticate', actor.id, rateLimits.reauthenticate);
      const [digest, factors] = await Promise.all([
        repo.findPasswordHash(db, actor.id),
        deps.secondStep.methodsOf(actor.id),
      ]);
      if (!credentials.proofMethodsOf(digest !== undefined, factors).includes(body.method)) {
        throw new AppError('forbidden');
      }
      if (body.method === 'password') {
        if (digest === undefined || !(await verifyPassword(digest, body.password))) {
          throw invalidCurrentPassword('password');
        }
        await recordProof(db, actor, 'password');
        return { status: 'proven' };
      }
      if (body.method === 'totp') {
        if (!(await deps.secondStep.verifyCode(actor.id, body.code))) {
          throw new AppError('invalid_two_factor_code');
        }
        await recordProof(db, actor, 'totp');
        return { status: 'proven' };
      }
      if (body.method === 'passkey') {
        if (!(await deps.passkeys.verifyProof(actor, body.credential))) throw new AppError('passkey_invalid');
        await recordProof(db, actor, 'passkey');
        return { status: 'proven' };
      }
      await deps.requestMagicLink(caller, { email: actor.email, redirect: body.redirect });
      return { status: 'mail_sent' };
    },

    /**
     * Changes the password after checking the current one; every other session ends and this one is
     * renewed. Throws invalid_current_password, validation_failed for a common password, rate_limited.
     */
    async changePassword(caller: Caller, actor: Actor, body: ChangePasswordBody): Promise<string[]> {
      await deps.rateLimits.consume('password-change', actor.id, rateLimits.passwordChange);
      assertAcceptablePassword(body.newPassword, 'newPassword');
      try {
        const result = await auth.api.changePassword({
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: true,
          },
          headers: caller.headers,
          returnHeaders: true,
        });
        // Every other session ended, and this one was renewed under a new token; a recovery link
        // someone else may have asked for ends too, and a sign-in waiting for its second factor.
        await endPasswordRecovery(db, actor.id);
        await repo.deletePendingSignIns(db, actor.id);
        await sessionCache.invalidate(actor.id);
        await deps.notifyPasswordChanged(actor.email);
        return result.headers.getSetCookie();
      } catch (error) {
        if (error instanceof APIError && (error.statusCode === 400 || error.statusCode === 401)) {
          const code = errorCodeOf(error);
          if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
            throw invalidCurrentPassword('currentPassword');
          }
        }
        throw error;
      }
    },

    /**
     * Sets a password for a member who has none (signed up by magic link, or whose unproven password
     * was dropped at confirmation); every other session ends. Needs a recent proof: a stolen session
     * must not be able to give itself a lasting way in. Throws password_already_set, reauth_required.
     */
    async setPassword(actor: Actor, body: SetPasswordBody): Promise<void> {
      assertAcceptablePassword(body.newPassword, 'newPassword');
      if ((await repo.findPasswordHash(db, actor.id)) !== undefined) {
        throw new AppError('password_already_set');
      }
      await assertRecentProof(db, actor);
      const digest = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await repo.upsertPasswordHash(tx, actor.id, digest);
        await repo.deleteOtherSessions(tx, actor.id, actor.sessionToken);
        await endPasswordRecovery(tx, actor.id);
      });
      await sessionCache.invalidate(actor.id);
    },
  };
  return credentials;
};
