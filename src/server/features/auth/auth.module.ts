import { authMailKinds } from '../../../common/contracts/auth';
import { defineArea, mount } from '../../area';
import { authBasePath, createAuth } from '../../plugins/auth';
import { createAuthHooks } from './auth.hooks';
import { authRoutes } from './auth.routes';
import { type AuthService, createAuthService } from './auth.service';
import { authLinkRoutes } from './auth-links.routes';
import { createAuthLinkService } from './auth-links.service';
import { createBrowserCookies } from './browser-cookies';
import { createSessionCookieReader } from './session-cookie';

declare module '../../area' {
  interface AreaServices {
    authService: AuthService;
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
    });
    const authLinks = createAuthLinkService({
      db,
      auth,
      sessionCache,
      browserCookies,
      publicUrl: config.publicUrl,
      secret: config.authSecret,
    });
    return { authService, authLinks };
  },
  routes: ({ authService, authLinks }) => [
    mount(authRoutes, { prefix: '/api/v1/auth', authService }),
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
