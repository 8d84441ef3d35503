import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailCheckBody,
  EmailCheckResponse,
  MagicLinkBody,
  OkResponse,
  ResendVerificationBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
} from '../../../common/contracts/auth';
import { callerOf, setCookies } from '../../lib/http';
import type { AuthService } from './auth.service';

const tags = ['auth'];

/** Accounts: sign-up, sign-in, magic link, confirmation mail, sign-out, session (000 §2.2, §7 Auth). */
export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (
  app,
  { authService },
) => {
  app.post(
    '/email-check',
    { schema: { tags, body: EmailCheckBody, response: { 200: EmailCheckResponse } } },
    (request) => authService.checkEmail(callerOf(request), request.body.email),
  );

  app.post(
    '/sign-up',
    { schema: { tags, body: SignUpBody, response: { 201: OkResponse } } },
    async (request, reply) => {
      await authService.signUp(callerOf(request), request.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    '/sign-in',
    { schema: { tags, body: SignInBody, response: { 200: SessionResponse } } },
    async (request, reply) => {
      const { value, setCookies: cookies } = await authService.signIn(callerOf(request), request.body);
      setCookies(reply, cookies);
      return { user: value };
    },
  );

  app.post(
    '/magic-link',
    { schema: { tags, body: MagicLinkBody, response: { 200: OkResponse } } },
    async (request) => {
      await authService.requestMagicLink(callerOf(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/verification-email',
    { schema: { tags, body: ResendVerificationBody, response: { 200: OkResponse } } },
    async (request) => {
      await authService.resendVerification(callerOf(request), request.body.email);
      return { ok: true as const };
    },
  );

  app.post('/sign-out', { schema: { tags, response: { 200: OkResponse } } }, async (request, reply) => {
    setCookies(reply, await authService.signOut(callerOf(request)));
    return { ok: true as const };
  });

  app.get('/session', { schema: { tags, response: { 200: SessionResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const actor = await request.actor();
    return { user: actor ? authService.toSessionUser(actor.profile) : null };
  });
};
