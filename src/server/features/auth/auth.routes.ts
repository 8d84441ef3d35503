import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountSecurity,
  ChangePasswordBody,
  EmailCheckBody,
  EmailCheckResponse,
  MagicLinkBody,
  OkResponse,
  ResendVerificationBody,
  SessionResponse,
  SetPasswordBody,
  SignInBody,
  SignUpBody,
} from '../../../common/contracts/auth';
import { callerOf, setCookies } from '../../lib/http';
import { requireActor } from '../../plugins/actor';
import type { AuthService } from './auth.service';

const tags = ['auth'];

/** The writes a visitor makes: every other write needs a session (`plugins/actor.ts`). */
const publicWrite = { public: true };

/** Accounts: sign-up, sign-in, magic link, confirmation mail, sign-out, session (000 §2.2, §7 Auth). */
export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (
  app,
  { authService },
) => {
  app.post(
    '/email-check',
    {
      config: publicWrite,
      schema: { tags, body: EmailCheckBody, response: { 200: EmailCheckResponse } },
    },
    (request) => authService.checkEmail(callerOf(request), request.body.email),
  );

  app.post(
    '/sign-up',
    {
      config: publicWrite,
      schema: { tags, body: SignUpBody, response: { 201: OkResponse } },
    },
    async (request, reply) => {
      await authService.signUp(callerOf(request), request.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    '/sign-in',
    {
      config: publicWrite,
      schema: { tags, body: SignInBody, response: { 200: SessionResponse } },
    },
    async (request, reply) => {
      const { value, setCookies: cookies } = await authService.signIn(callerOf(request), request.body);
      setCookies(reply, cookies);
      return { user: value };
    },
  );

  app.post(
    '/magic-link',
    {
      config: publicWrite,
      schema: { tags, body: MagicLinkBody, response: { 200: OkResponse } },
    },
    async (request) => {
      await authService.requestMagicLink(callerOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/verification-email',
    {
      config: publicWrite,
      schema: { tags, body: ResendVerificationBody, response: { 200: OkResponse } },
    },
    async (request) => {
      await authService.resendVerification(callerOf(request), request.body);
      return { ok: true as const };
    },
  );

  // Signing out without a session does nothing, and says so with 200.
  app.post(
    '/sign-out',
    { config: publicWrite, schema: { tags, response: { 200: OkResponse } } },
    async (request, reply) => {
      setCookies(reply, await authService.signOut(callerOf(request)));
      return { ok: true as const };
    },
  );

  app.get('/session', { schema: { tags, response: { 200: SessionResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const actor = await request.actor();
    return { user: actor ? authService.toSessionUser(actor.profile) : null };
  });

  app.get('/security', { schema: { tags, response: { 200: AccountSecurity } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return authService.accountSecurity(await requireActor(request));
  });

  app.post(
    '/password/change',
    { schema: { tags, body: ChangePasswordBody, response: { 200: OkResponse } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      setCookies(reply, await authService.changePassword(callerOf(request), actor, request.body));
      return { ok: true as const };
    },
  );

  app.post(
    '/password/set',
    { schema: { tags, body: SetPasswordBody, response: { 200: OkResponse } } },
    async (request) => {
      await authService.setPassword(await requireActor(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/sign-out-everywhere',
    { schema: { tags, response: { 200: OkResponse } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      setCookies(reply, await authService.signOutEverywhere(callerOf(request), actor));
      return { ok: true as const };
    },
  );
};
