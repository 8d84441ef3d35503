import { authMailKinds } from '../../../common/contracts/auth';
import { limits } from '../../../common/limits';
import { defineArea, mount } from '../../area';
import type { SessionResolver } from '../../platform/session-resolver';
import { authBasePath, createAuth } from '../../plugins/auth';
import { createAuthHooks } from './auth.hooks';
import { authRoutes } from './auth.routes';
import { type AuthService, createAuthService } from './auth.service';
import { authLinkRoutes } from './auth-links.routes';
import { createAuthLinkService } from './auth-links.service';
import { createBrowserCookies } from './browser-cookies';
import { createCredentialService } from './credentials.service';
import { createPasskeyService } from './passkeys.service';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service';
import { createSecondStepGate } from './second-step';
import { createSecurityNotice } from './security-notice';
import { createSessionCookieReader } from './session-cookie';
import { createSignInGuard, liftSignInFailures } from './sign-in-guard';
import { createSignInStep } from './sign-in-step';
import { createSignUpService, type SignUpService } from './sign-up.service';
import { adminTwoFactorRoutes, twoFactorRoutes } from './two-factor.routes';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service';

declare module '../../area' {
  interface AreaServices {
    authService: AuthService;
    signUps: SignUpService;
    /** The platform's session resolver (`platform/session-resolver.ts`): auth's `resolveActor`. */
    sessionResolver: SessionResolver;
    passwordReset: PasswordResetService;
    twoFactor: TwoFactorService;
  }
}

/** Accounts and sessions (better-auth underneath), and the two links mailed to members. */
export const authModule = defineArea({
  name: 'auth',
  memberData: {
    tables: {
      users: { label: 'Compte' },
      sessions: { label: 'Sessions ouvertes', omit: ['token'] },
      accounts: {
        excluded: 'Identifiants de connexion : empreinte du mot de passe et jetons, secrets jamais exportés.',
      },
      known_devices: {
        excluded: 'Empreintes des navigateurs déjà connus (un secret de cookie haché) : rien de lisible.',
      },
      two_factors: {
        excluded: 'Le secret de l’application d’authentification (chiffré) : un secret, jamais exporté.',
      },
      recovery_codes: {
        excluded: 'Codes de secours, gardés seulement sous forme d’empreintes : rien de lisible.',
      },
      trusted_devices: {
        excluded:
          'Appareils mémorisés pour la double authentification : des empreintes de cookie, rien de lisible.',
      },
      auth_challenges: {
        excluded:
          'Étapes de connexion en cours (quelques minutes) : des défis techniques, sans donnée du membre.',
      },
      passkeys: { label: 'Clés d’accès', omit: ['credential_id', 'public_key', 'counter'] },
    },
  },
  build: (deps) => {
    const { db, config, log, mail, rateLimits, profiles } = deps;
    const { authSecret: secret, publicUrl } = config;
    const hooks = createAuthHooks({ db, mail, profiles });
    const secure = publicUrl.startsWith('https://');
    const browserCookies = createBrowserCookies({ secret, secure });
    const auth = createAuth(db, config, hooks, log);
    const passwordReset = createPasswordResetService({
      ...deps,
      publicUrl,
      onPasswordReset: (email) => liftSignInFailures(rateLimits, email),
    });
    const guard = createSignInGuard({
      ...deps,
      browserCookies,
      sendNewDeviceMail: passwordReset.sendNewDeviceMail,
    });
    const step = createSignInStep({
      db,
      auth,
      cookies: { secure, secret, sessionTtlSeconds: limits.sessionTtlSeconds },
      guard,
    });
    const notice = createSecurityNotice({ mail, publicUrl });
    const twoFactor = createTwoFactorService({ ...deps, step, secret, notice });
    const passkeys = createPasskeyService({ ...deps, step, publicUrl, notice });
    const secondStep = createSecondStepGate({
      ...deps,
      step,
      methodsOf: twoFactor.methodsOf,
      verifyCode: twoFactor.verifyCode,
    });
    const authService = createAuthService({
      ...deps,
      auth,
      sessionCookie: createSessionCookieReader({ secret, secure }),
      guard,
      secondStep,
    });
    const signUps = createSignUpService({
      ...deps,
      auth,
      browserCookies,
      secret,
      publicUrl,
      sendConfirmationMail: hooks.sendVerificationEmail,
    });
    const credentials = createCredentialService({
      ...deps,
      auth,
      secondStep,
      passkeys,
      requestMagicLink: signUps.requestMagicLink,
      notifyPasswordChanged: passwordReset.notifyPasswordChanged,
    });
    const authLinks = createAuthLinkService({
      ...deps,
      auth,
      browserCookies,
      guard,
      publicUrl,
      secret,
      secondStep,
    });
    const sessionResolver: SessionResolver = { resolveActor: authService.resolveActor };
    return {
      authService,
      signUps,
      sessionResolver,
      authLinks,
      credentials,
      passwordReset,
      twoFactor,
      passkeys,
    };
  },
  routes: ({ authService, signUps, authLinks, credentials, passwordReset, twoFactor, passkeys }) => [
    mount(authRoutes, {
      prefix: '/api/v1/auth',
      authService,
      signUps,
      credentials,
      passwordReset,
      authLinks,
    }),
    mount(twoFactorRoutes, { prefix: '/api/v1/auth', authService, twoFactor, passkeys }),
    mount(authLinkRoutes, { prefix: authBasePath, authLinks }),
  ],
  adminRoutes: ({ twoFactor }) => [mount(adminTwoFactorRoutes, { twoFactor })],
  jobs: [
    {
      // Expired links and counters, unconfirmed accounts past 24 h, expired outbox links (issue 11).
      name: 'security-clean-up',
      schedule: '7 * * * *',
      async run({ signUps, twoFactor, mail, rateLimits, log }, now) {
        const auth = await signUps.cleanUp(now);
        await twoFactor.cleanUp(now);
        const links = await mail.removeExpiredLinks(now);
        await rateLimits.purge();
        log.info({ ...auth, outboxLinks: links }, 'security clean-up');
      },
    },
  ],
  mailKinds: authMailKinds,
});
