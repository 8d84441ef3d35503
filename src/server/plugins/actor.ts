import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { setCookies, toHeaders } from '../lib/http';
import type { Actor } from '../platform/actor';
import type { SessionResolver } from '../platform/session-resolver';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved once per request from the session cookie; null for a visitor. */
    actor(): Promise<Actor | null>;
    actorPromise: Promise<Actor | null> | null;
  }
}

/**
 * Resolves the actor lazily through the platform's session resolver (the auth area's); a refreshed
 * session cookie is passed on to the reply.
 */
export const actorPlugin = fp<{ sessions: SessionResolver }>(async (app: FastifyInstance, { sessions }) => {
  app.decorateRequest('actorPromise', null);
  app.decorateRequest('actor', function (this: FastifyRequest) {
    if (!this.actorPromise) {
      this.actorPromise = sessions
        .resolveActor(toHeaders(this.headers))
        .then(({ value, setCookies: cookies }) => {
          this.refreshedCookies = cookies;
          return value;
        });
    }
    return this.actorPromise;
  });
  app.decorateRequest('refreshedCookies', null);
  // Every write of the API needs a member unless its route says `config: { public: true }`: checked on
  // request, before the body is read or validated, so a visitor gets 401 and never a 400 describing
  // member input, and a route added later is closed without anyone remembering to.
  // Callback hooks, not async ones: they run on every request, and most need nothing from them.
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/v1/')) return done();
    if (request.routeOptions.config.public === true) return done();
    requireActor(request).then(() => done(), done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.refreshedCookies && !reply.hasHeader('set-cookie'))
      setCookies(reply, request.refreshedCookies);
    done(null, payload);
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    refreshedCookies: string[] | null;
  }
  interface FastifyContextConfig {
    /** A write a visitor may make (sign-up, sign-in…); any other write answers 401 to a visitor. */
    public?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The actor, or 401 `unauthenticated`. */
export const requireActor = async (request: FastifyRequest): Promise<Actor> => {
  const actor = await request.actor();
  if (!actor) throw new AppError('unauthenticated');
  return actor;
};
