import type { SecondFactorMethod, SignInBody, SignInResponse } from '../../../common/contracts/auth';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Caller, WithCookies } from '../../platform/actor';
import { verifyPassword } from '../../plugins/auth';
import * as repo from './auth.repository';
import type { SignInStep } from './sign-in-step';

export type SecondStepGate = ReturnType<typeof createSecondStepGate>;

/**
 * Where a first factor stops for a member with a second one (issue 33 §4–5): a password or a magic link
 * proves one factor only, so no session opens for it; the browser gets the second step's cookie and
 * the methods it may use (a code, a passkey). A browser the member asked to remember goes through.
 */
export const createSecondStepGate = (
  deps: Pick<AreaDeps, 'db' | 'profiles'> & {
    step: SignInStep;
    methodsOf: (userId: string) => Promise<SecondFactorMethod[]>;
    /** Whether an authenticator or recovery code proves the member (a recovery code is spent). */
    verifyCode: (userId: string, code: string) => Promise<boolean>;
  },
) => {
  const { db } = deps;

  /** The second step `userId` still needs in this browser, or null (no second factor, remembered). */
  const after = async (caller: Caller, userId: string): Promise<WithCookies<SignInResponse> | null> => {
    const methods = await deps.methodsOf(userId);
    if (methods.length === 0 || (await deps.step.trustsDevice(caller, userId))) return null;
    return { value: { user: null, secondFactor: { methods } }, setCookies: await deps.step.begin(userId) };
  };

  return {
    after,
    methodsOf: deps.methodsOf,
    verifyCode: deps.verifyCode,

    /**
     * For a member with a second factor, the password is checked here (better-auth would open a
     * session), then the second step begins. Null when the member has none: better-auth signs in.
     */
    async afterPassword(caller: Caller, body: SignInBody): Promise<WithCookies<SignInResponse> | null> {
      const user = await repo.findUserByEmail(db, body.email);
      if (!user?.emailVerified || (await deps.methodsOf(user.id)).length === 0) return null;
      const digest = await repo.findPasswordHash(db, user.id);
      if (!digest || !(await verifyPassword(digest, body.password)))
        throw new AppError('invalid_credentials');
      const profile = await deps.profiles.get(user.id);
      if (!profile || profile.isBlocked || profile.isSuspended) throw new AppError('account_blocked');
      return after(caller, user.id);
    },
  };
};
