import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Passkey, WebAuthnCredential, WebAuthnOptions } from '../../../common/contracts/two-factor';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor, Caller } from '../../platform/actor';
import { assertRecentFactorProof } from './recent-proof';
import type { SecurityNotice } from './security-notice';
import type { SignInStep } from './sign-in-step';
import * as repo from './two-factor.repository';

/** A WebAuthn ceremony must end within 5 minutes of its options. */
const challengeTtlMs = 5 * 60 * 1000;
const maxPasskeys = 20;

const toPasskey = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const transportsOf = (stored: string | null) =>
  stored ? (stored.split(',') as AuthenticatorTransportFuture[]) : undefined;

type PasskeyRow = NonNullable<Awaited<ReturnType<typeof repo.findPasskeyByCredential>>>;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

export type PasskeyService = ReturnType<typeof createPasskeyService>;

/**
 * Passkeys (issue 33 §5) with `@simplewebauthn/server`: discoverable credentials bound to the site's
 * host (the relying party is `PUBLIC_URL`'s host, the only origin accepted). A passkey sign-in asks the
 * authenticator for user verification (PIN, fingerprint, face), so it counts as two factors. Every
 * challenge is single-use, kept 5 minutes in `auth_challenges`.
 */
export const createPasskeyService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'sessionCache'> & {
    step: SignInStep;
    publicUrl: string;
    notice: SecurityNotice;
  },
) => {
  const { db } = deps;
  const origin = new URL(deps.publicUrl).origin;
  const rpID = new URL(deps.publicUrl).hostname;

  const storeChallenge = (challenge: string, kind: string, userId: string | null) =>
    repo.insertChallenge(db, {
      key: challenge,
      kind,
      userId,
      expiresAt: new Date(Date.now() + challengeTtlMs),
    });

  /**
   * Checks an assertion of `passkey` over a challenge `expectedChallenge` accepts (and spends), with
   * user verification; records its use (the signature counter) when it holds.
   */
  const verifyAssertion = async (
    passkey: PasskeyRow,
    credential: WebAuthnCredential,
    expectedChallenge: (challenge: string) => Promise<boolean>,
  ): Promise<boolean> => {
    let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verification = await verifyAuthenticationResponse({
        response: credential as unknown as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: true,
      });
    } catch {
      return false;
    }
    if (!verification.verified) return false;
    await repo.recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter);
    return true;
  };

  return {
    /** Options for the browser to create a passkey for the member (their existing ones excluded). */
    async registrationOptions(actor: Actor): Promise<WebAuthnOptions> {
      // A new way in is a sensitive change: a stolen session alone cannot add one (issue 33 §3), nor
      // with the password beside a second factor (audit i).
      await assertRecentFactorProof(db, actor, await repo.hasSecondFactor(db, actor.id));
      const existing = await repo.listPasskeys(db, actor.id);
      if (existing.length >= maxPasskeys) throw new AppError('passkey_limit_reached');
      const options = await generateRegistrationOptions({
        rpName: 'Sankofa',
        rpID,
        userID: uuidBytes(actor.id),
        userName: actor.email,
        userDisplayName: actor.profile.fullName ?? actor.email,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: transportsOf(p.transports),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await repo.deleteChallengesOf(db, actor.id, 'passkey-registration');
      await storeChallenge(options.challenge, 'passkey-registration', actor.id);
      return { options: { ...options } };
    },

    /** Stores the passkey the browser created with the member's last options. */
    async add(actor: Actor, name: string, credential: WebAuthnCredential): Promise<Passkey> {
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: credential as unknown as RegistrationResponseJSON,
          expectedChallenge: async (challenge) =>
            (await repo.consumeChallenge(db, challenge, 'passkey-registration'))?.userId === actor.id,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
      } catch {
        throw new AppError('passkey_invalid');
      }
      if (!verification.verified) throw new AppError('passkey_invalid');
      const { credential: created } = verification.registrationInfo;
      if (await repo.findPasskeyByCredential(db, created.id)) throw new AppError('passkey_invalid');
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertPasskey(tx, {
          userId: actor.id,
          name,
          credentialId: created.id,
          publicKey: Buffer.from(created.publicKey).toString('base64url'),
          counter: created.counter,
          transports: (created.transports ?? []).join(','),
        });
        if (!inserted) throw new AppError('passkey_invalid');
        await deps.notice(actor.email, 'passkeyAdded', { params: { name }, tx });
        return inserted;
      });
      await deps.sessionCache.invalidate(actor.id);
      return toPasskey(row);
    },

    async rename(actor: Actor, id: string, name: string): Promise<Passkey> {
      const row = await repo.renamePasskey(db, actor.id, id, name);
      if (!row) throw new AppError('not_found');
      return toPasskey(row);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await assertRecentFactorProof(db, actor, await repo.hasSecondFactor(db, actor.id));
      await db.transaction(async (tx) => {
        const removed = await repo.deletePasskey(tx, actor.id, id);
        if (!removed) throw new AppError('not_found');
        await deps.notice(actor.email, 'passkeyRemoved', { params: { name: removed }, tx });
      });
      await deps.sessionCache.invalidate(actor.id);
    },

    /** A challenge for one of the member's own passkeys, signed as a re-authentication (issue 33 §3). */
    async proofOptions(actor: Actor): Promise<WebAuthnOptions> {
      await deps.rateLimits.consume('reauthenticate', actor.id, rateLimits.reauthenticate);
      const own = await repo.listPasskeys(db, actor.id);
      if (own.length === 0) throw new AppError('forbidden');
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        allowCredentials: own.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
      });
      await repo.deleteChallengesOf(db, actor.id, 'passkey-proof');
      await storeChallenge(options.challenge, 'passkey-proof', actor.id);
      return { options: { ...options } };
    },

    /**
     * Whether `credential` is the member's own passkey signing their last proof challenge, with user
     * verification (a passkey of someone else, or a sign-in challenge, proves nothing here).
     */
    async verifyProof(actor: Actor, credential: WebAuthnCredential): Promise<boolean> {
      const passkey = await repo.findPasskeyByCredential(db, credential.id);
      if (passkey?.userId !== actor.id) return false;
      return verifyAssertion(
        passkey,
        credential,
        async (challenge) =>
          (await repo.consumeChallenge(db, challenge, 'passkey-proof'))?.userId === actor.id,
      );
    },

    /** A challenge for any of the site's passkeys (the browser offers the ones it holds). */
    async signInOptions(caller: Caller): Promise<WebAuthnOptions> {
      await deps.rateLimits.consume('sign-in-ip', caller.ip, rateLimits.signInIp);
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
      await storeChallenge(options.challenge, 'passkey-sign-in', null);
      return { options: { ...options } };
    },

    /**
     * Signs in with a passkey: its signature over a live challenge, made with user verification.
     * Answers the member and the session cookies. Throws passkey_invalid, account_blocked.
     */
    async signIn(
      caller: Caller,
      credential: WebAuthnCredential,
    ): Promise<{ userId: string; cookies: string[] }> {
      await deps.rateLimits.consume('sign-in-ip', caller.ip, rateLimits.signInIp);
      const passkey = await repo.findPasskeyByCredential(db, credential.id);
      if (!passkey) throw new AppError('passkey_invalid');
      const verified = await verifyAssertion(
        passkey,
        credential,
        async (challenge) => (await repo.consumeChallenge(db, challenge, 'passkey-sign-in')) !== undefined,
      );
      if (!verified) throw new AppError('passkey_invalid');
      await repo.deleteChallengesOf(db, passkey.userId, 'second-factor');
      return { userId: passkey.userId, cookies: await deps.step.openSession(caller, passkey.userId) };
    },
  };
};
