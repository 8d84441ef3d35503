import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as e } from '../../../common/contracts/auth';
import { callerOf, setCookies } from '../../lib/http';
import { ok, route } from '../../lib/route';
import type { AuthService } from './auth.service';
import type { AuthLinkService } from './auth-links.service';
import type { CredentialService } from './credentials.service';
import type { PasswordResetService } from './password-reset.service';
import type { SignUpService } from './sign-up.service';

/** Sets the cookies a service answered (a new, renewed or cleared session) and answers ok. */
const withCookies = (reply: FastifyReply) => (cookies: string[]) => {
  setCookies(reply, cookies);
  return ok;
};

/**
 * Accounts: sign-up, sign-in, magic link, confirmation mail, sign-out, session (000 §2.2, §7 Auth).
 * The writes a visitor makes are the `public` endpoints of `authEndpoints`.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  signUps: SignUpService;
  credentials: CredentialService;
  passwordReset: PasswordResetService;
  authLinks: AuthLinkService;
}> = async (app, { authService, signUps, credentials, passwordReset, authLinks }) => {
  route(app, e.checkEmail, ({ request, body }) => signUps.checkEmail(callerOf(request), body.email));
  route(app, e.signUp, ({ request, reply, body }) =>
    signUps.signUp(callerOf(request), body).then(withCookies(reply)),
  );
  route(app, e.signIn, async ({ request, reply, body }) => {
    const { value, setCookies: cookies } = await authService.signIn(callerOf(request), body);
    setCookies(reply, cookies);
    return value;
  });
  route(app, e.magicLink, ({ request, body }) =>
    signUps.requestMagicLink(callerOf(request), body).then(() => ok),
  );
  route(app, e.linkAccount, async ({ request, reply, body }) => {
    reply.header('cache-control', 'no-store');
    return { email: await authLinks.accountOf(callerOf(request), body) };
  });
  route(app, e.openLink, async ({ actor, request, reply, body }) => {
    const { location, cookies } = await authLinks.open(callerOf(request), actor, body);
    setCookies(reply, cookies);
    reply.header('cache-control', 'no-store');
    return { location };
  });
  route(app, e.resendVerification, ({ request, reply, body }) =>
    signUps.resendVerification(callerOf(request), body).then(withCookies(reply)),
  );
  route(app, e.forgotPassword, ({ request, body }) =>
    passwordReset.request(callerOf(request), body.email).then(() => ok),
  );
  route(app, e.resetPassword, ({ request, body }) =>
    passwordReset.reset(callerOf(request), body).then(() => ok),
  );
  // Signing out without a session does nothing, and says so with 200.
  route(app, e.signOut, ({ request, reply }) =>
    authService.signOut(callerOf(request)).then(withCookies(reply)),
  );

  route(app, e.session, async ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return { user: actor ? await authService.sessionUserOf(actor.profile) : null };
  });
  route(app, e.security, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return credentials.accountSecurity(actor);
  });
  route(app, e.changePassword, ({ actor, request, reply, body }) =>
    credentials.changePassword(callerOf(request), actor, body).then(withCookies(reply)),
  );
  route(app, e.setPassword, ({ actor, body }) => credentials.setPassword(actor, body).then(() => ok));
  route(app, e.reauthenticate, ({ actor, request, body }) =>
    credentials.reauthenticate(callerOf(request), actor, body),
  );
  route(app, e.reauthenticatePasskeyOptions, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return credentials.passkeyProofOptions(actor);
  });
  route(app, e.signOutEverywhere, ({ actor, request, reply }) =>
    authService.signOutEverywhere(callerOf(request), actor).then(withCookies(reply)),
  );
};
