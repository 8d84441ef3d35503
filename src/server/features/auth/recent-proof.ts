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

/**
 * Marks the session as proven now (the member typed their password again, or any other method of
 * `ProofMethod` succeeded). The method is not stored: any proof opens the same window.
 */
export const recordProof = async (
  db: DbOrTx,
  actor: ProvingActor,
  _method: ProofMethod,
  now = new Date(),
): Promise<void> => {
  await db.update(sessions).set({ provenAt: now }).where(eq(sessions.token, actor.sessionToken));
};
