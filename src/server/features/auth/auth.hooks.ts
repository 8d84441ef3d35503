import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import type { AuthHooks } from '../../plugins/auth';
import * as repo from './auth.repository';
import { isBlocked } from './auth.service';

/** What better-auth calls back: the French mails, the profile of a new account, the session gate. */
export const createAuthHooks = (deps: Pick<AreaDeps, 'db' | 'mail' | 'profiles'>): AuthHooks => ({
  async sendVerificationEmail(email, url, tx) {
    await deps.mail.send(
      {
        to: email,
        kind: 'verification',
        template: 'mail.verify',
        essential: true,
        link: url,
        linkTtlSeconds: limits.verificationTtlSeconds,
      },
      tx,
    );
  },

  async sendMagicLink(email, url) {
    await deps.mail.send({
      to: email,
      kind: 'magic_link',
      template: 'mail.magic',
      essential: true,
      link: url,
      linkTtlSeconds: limits.magicLinkTtlSeconds,
    });
  },

  // better-auth has already stored the account: without a profile it must not stay (000 §8).
  async onUserCreated(user) {
    try {
      await deps.profiles.createForAccount(user);
      const language = requestLanguage();
      if (language && language !== 'fr') await repo.saveStartLanguage(deps.db, user.id, language);
    } catch (error) {
      await repo.deleteUser(deps.db, user.id);
      throw new AppError('profile_creation_failed', { cause: error });
    }
  },

  async onSessionCreated(userId) {
    await repo.recordSignIn(deps.db, userId);
  },

  async canOpenSession(userId) {
    const profile = await deps.profiles.get(userId);
    return profile !== undefined && !isBlocked(profile);
  },
});
