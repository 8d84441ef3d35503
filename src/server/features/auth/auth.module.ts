import { authMailKinds } from '../../../common/contracts/auth';
import { defineArea, mount } from '../../area';
import { authBasePath, createAuth } from '../../plugins/auth';
import { createAuthHooks } from './auth.hooks';
import { authRoutes } from './auth.routes';
import { type AuthService, createAuthService, liftSignInFailures } from './auth.service';
import { authLinkRoutes } from './auth-links.routes';
import { createAuthLinkService } from './auth-links.service';
import { createBrowserCookies } from './browser-cookies';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service';
import { createSessionCookieReader } from './session-cookie';

declare module '../../area' {
  interface AreaServices {
    authService: AuthService;
    passwordReset: PasswordResetService;
  }
}

/** Accounts and sessions (better-auth underneath), and the two links mailed to members. */
export const authModule = defineArea({
  name: 'auth',
  build: ({ db, config, log, mail, rateLimits, profiles, sessionCache }) => {
    const hooks = createAuthHooks({ db, mail, profiles });
    const browserCookies = createBrowserCookies({
      secret: config.authSecret,
      secure: config.publicUrl.startsWith('https://'),
    });
    const auth = createAuth(db, config, hooks, log);
    const passwordReset = createPasswordResetService({
      db,
      mail,
      rateLimits,
      sessionCache,
      publicUrl: config.publicUrl,
      onPasswordReset: (email) => liftSignInFailures(rateLimits, email),
    });
    const authService = createAuthService({
      db,
      auth,
      rateLimits,
      profiles,
      sessionCache,
      browserCookies,
      sessionCookie: createSessionCookieReader({
        secret: config.authSecret,
        secure: config.publicUrl.startsWith('https://'),
      }),
      secret: config.authSecret,
      publicUrl: config.publicUrl,
      sendConfirmationMail: hooks.sendVerificationEmail,
      notifyPasswordChanged: passwordReset.notifyPasswordChanged,
      sendNewDeviceMail: passwordReset.sendNewDeviceMail,
    });
    const authLinks = createAuthLinkService({
      db,
      auth,
      sessionCache,
      browserCookies,
      rateLimits,
      publicUrl: config.publicUrl,
      secret: config.authSecret,
    });
    return { authService, authLinks, passwordReset };
  },
  routes: ({ authService, authLinks, passwordReset }) => [
    mount(authRoutes, { prefix: '/api/v1/auth', authService, passwordReset }),
    mount(authLinkRoutes, { prefix: authBasePath, authLinks }),
  ],
  jobs: [
    {
      // Expired links and counters, unconfirmed accounts past 24 h, expired outbox links (issue 11).
      name: 'security-clean-up',
      schedule: '7 * * * *',
      async run({ authService, mail, rateLimits, log }, now) {
        const auth = await authService.cleanUp(now);
        const links = await mail.removeExpiredLinks(now);
        await rateLimits.purge();
        log.info({ ...auth, outboxLinks: links }, 'security clean-up');
      },
    },
  ],
  mailKinds: authMailKinds,
});
