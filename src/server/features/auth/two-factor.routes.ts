import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorEndpoints as e } from '../../../common/contracts/two-factor';
import { callerOf, setCookies } from '../../lib/http';
import { ok, route } from '../../lib/route';
import type { AuthService } from './auth.service';
import type { PasskeyService } from './passkeys.service';
import type { TwoFactorService } from './two-factor.service';

/** Second factors (issue 33 §4–5): the second step of a sign-in, TOTP enrolment, passkeys. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  twoFactor: TwoFactorService;
  passkeys: PasskeyService;
}> = async (app, { authService, twoFactor, passkeys }) => {
  route(app, e.secondFactor, async ({ request, reply, body }) => {
    const { userId, cookies } = await twoFactor.completeSignIn(callerOf(request), body);
    setCookies(reply, cookies);
    return { user: await authService.signedInUser(userId) };
  });
  route(app, e.passkeySignInOptions, ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return passkeys.signInOptions(callerOf(request));
  });
  route(app, e.passkeySignIn, async ({ request, reply, body }) => {
    const { userId, cookies } = await passkeys.signIn(callerOf(request), body.credential);
    setCookies(reply, cookies);
    return { user: await authService.signedInUser(userId) };
  });

  route(app, e.status, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return twoFactor.status(actor);
  });
  route(app, e.setupTotp, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return twoFactor.setup(actor);
  });
  route(app, e.enableTotp, ({ actor, reply, body }) => {
    reply.header('cache-control', 'no-store');
    return twoFactor.enable(actor, body.code);
  });
  route(app, e.disableTotp, ({ actor, body }) => twoFactor.disable(actor, body.code).then(() => ok));
  route(app, e.renewRecoveryCodes, ({ actor, reply, body }) => {
    reply.header('cache-control', 'no-store');
    return twoFactor.renewRecoveryCodes(actor, body.code);
  });
  route(app, e.passkeyRegistrationOptions, ({ actor, reply }) => {
    reply.header('cache-control', 'no-store');
    return passkeys.registrationOptions(actor);
  });
  route(app, e.addPasskey, ({ actor, body }) => passkeys.add(actor, body.name, body.credential));
  route(app, e.renamePasskey, ({ actor, params, body }) => passkeys.rename(actor, params.id, body.name));
  route(app, e.removePasskey, ({ actor, params }) => passkeys.remove(actor, params.id).then(() => ok));
};

/** The back office's view of second factors: who among the staff has not enrolled (issue 33 §4). */
export const adminTwoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  route(app, e.unenrolledStaff, ({ query }) => twoFactor.listUnenrolledStaff(query));
};
