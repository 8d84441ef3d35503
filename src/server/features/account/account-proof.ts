import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { verifyPassword } from '../../plugins/auth';
import { invalidCurrentPassword } from '../auth/password-policy';
import { hasRecentProof, recordProof } from '../auth/recent-proof';
import * as repo from './account.repository';

/**
 * Whether the member proved who they are for a sensitive change (issue 33 §3): the password typed in
 * the form (wrong: invalid_current_password; right: the session is marked proven), or a recent proof
 * of the session (`auth/recent-proof.ts`). The e-mail change and the account's deletion ask it.
 */
export const isProven = async (db: Db, actor: Actor, password: string | undefined): Promise<boolean> => {
  if (password === undefined) return hasRecentProof(db, actor);
  const digest = await repo.findPasswordHash(db, actor.id);
  if (digest === undefined || !(await verifyPassword(digest, password))) {
    throw invalidCurrentPassword('password');
  }
  await recordProof(db, actor, 'password');
  return true;
};

/**
 * Whether the member can prove who they are beyond their mailbox: with a password, or a second factor
 * (a code, a passkey). Only an account with neither is left to a link mailed to its address; for the
 * others the mailbox alone (a stolen cookie plus a read mail) proves nothing.
 */
export const provesBeyondMail = async (db: Db, actor: Actor): Promise<boolean> =>
  actor.secondFactor || (await repo.findPasswordHash(db, actor.id)) !== undefined;
