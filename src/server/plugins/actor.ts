import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, AuthService } from '../features/auth/auth.service';
import { AppError } from '../lib/app-error';
import { setCookies, toHeaders } from '../lib/http';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved once per request from the session cookie; null for a visitor. */
    actor(): Promise<Actor | null>;
    actorPromise: Promise<Actor | null> | null;
  }
}

/** Resolves the actor lazily; a refreshed session cookie is passed on to the reply. */
export const actorPlugin = fp<{ authService: AuthService }>(async (app: FastifyInstance, { authService }) => {
  app.decorateRequest('actorPromise', null);
  app.decorateRequest('actor', function (this: FastifyRequest) {
    if (!this.actorPromise) {
      this.actorPromise = authService
        .resolveActor(toHeaders(this.headers))
        .then(({ value, setCookies: cookies }) => {
          this.refreshedCookies = cookies;
          return value;
        });
    }
    return this.actorPromise;
  });
  app.decorateRequest('refreshedCookies', null);
  app.addHook('onSend', async (request, reply) => {
    if (request.refreshedCookies && !reply.hasHeader('set-cookie'))
      setCookies(reply, request.refreshedCookies);
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    refreshedCookies: string[] | null;
  }
}

/** The actor, or 401 `unauthenticated`. */
export const requireActor = async (request: FastifyRequest): Promise<Actor> => {
  const actor = await request.actor();
  if (!actor) throw new AppError('unauthenticated');
  return actor;
};
