import { eq } from 'drizzle-orm';
import type { ProofMethod } from '../../../common/contracts/auth';
import { limits } from '../../../common/limits';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The part of the actor a proof is about: its session. */
interface ProvingActor {
  sessionToken: string;
}

/**
 * When the session last proved who its member is: its own opening (a password sign-in or a mailed
 * link just followed) or a later re-authentication, whichever is newer. Null for an unknown session.
 */
const lastProofOf = async (db: DbOrTx, sessionToken: string): Promise<Date | null> => {
  const [row] = await db
    .select({ createdAt: sessions.createdAt, provenAt: sessions.provenAt })
    .from(sessions)
    .where(eq(sessions.token, sessionToken));
  if (!row) return null;
  return row.provenAt && row.provenAt > row.createdAt ? row.provenAt : row.createdAt;
};

/** Whether the session proved its member within `limits.recentProofSeconds`. */
export const hasRecentProof = async (db: DbOrTx, actor: ProvingActor, now = Date.now()): Promise<boolean> => {
  const proof = await lastProofOf(db, actor.sessionToken);
  return proof !== null && proof.getTime() + limits.recentProofSeconds * 1000 > now;
};

/**
 * The guard of every sensitive change (issue 33 §3): e-mail, password, data export, account deletion,
 * turning two-factor off, removing a passkey. A stolen session cookie alone is not enough: without a
 * recent proof it answers 403 `reauth_required`, and the web asks for one (`POST /auth/reauthenticate`)
 * then retries. Call it after the input checks and before any change.
 */
export const assertRecentProof = async (db: DbOrTx, actor: ProvingActor, now = Date.now()): Promise<void> => {
  if (await hasRecentProof(db, actor, now)) return;
  throw new AppError('reauth_required');
};

const factorMethods: ReadonlySet<ProofMethod> = new Set(['totp', 'passkey']);

/**
 * Marks the session as proven now (the member typed their password again, or any other method of
 * `ProofMethod` succeeded); an authenticator code or a passkey also marks it as a second factor's proof.
 */
export const recordProof = async (
  db: DbOrTx,
  actor: ProvingActor,
  method: ProofMethod,
  now = new Date(),
): Promise<void> => {
  await db
    .update(sessions)
    .set(factorMethods.has(method) ? { provenAt: now, factorProvenAt: now } : { provenAt: now })
    .where(eq(sessions.token, actor.sessionToken));
};

/** A session just opened through the second step or a passkey: its opening proved a second factor. */
export const recordFactorAtOpening = async (db: DbOrTx, sessionToken: string, now = new Date()) => {
  await db.update(sessions).set({ factorProvenAt: now }).where(eq(sessions.token, sessionToken));
};

/**
 * The guard of a change to the second factors of a member who has one (adding or removing a passkey,
 * enrolling an authenticator beside a passkey). A stolen cookie with the password would otherwise add
 * the intruder's own passkey, which signs in alone and outlives the member's recovery, or take the
 * member's away: so the proof must be a factor, an authenticator code or a passkey, within
 * `limits.recentProofSeconds` (403 `second_factor_proof_required`, the web asks for one of them).
 * A member without a second factor is asked the ordinary recent proof.
 */
export const assertRecentFactorProof = async (
  db: DbOrTx,
  actor: ProvingActor,
  hasSecondFactor: boolean,
  now = Date.now(),
): Promise<void> => {
  if (!hasSecondFactor) return assertRecentProof(db, actor, now);
  const [row] = await db
    .select({ factorProvenAt: sessions.factorProvenAt })
    .from(sessions)
    .where(eq(sessions.token, actor.sessionToken));
  const proven = row?.factorProvenAt?.getTime();
  if (proven !== undefined && proven + limits.recentProofSeconds * 1000 > now) return;
  throw new AppError('second_factor_proof_required');
};
