import type { FastifyPluginAsync } from 'fastify';
import { callerOf } from '../../lib/http';
import type { AuthLinkService, LinkKind } from './auth-links.service';

const links: ReadonlyArray<[string, LinkKind]> = [
  ['/verify-email', 'verify-email'],
  ['/magic-link/verify', 'magic-link'],
];

/**
 * The two links mailed to members: they sign in (cookie) and redirect. Only these GETs of better-auth
 * are exposed, so every other auth action goes through our routes and their limits. A dead, used or
 * refused link lands on the landing with a message instead of a raw error.
 */
export const authLinkRoutes: FastifyPluginAsync<{ authLinks: AuthLinkService }> = async (
  app,
  { authLinks },
) => {
  for (const [path, kind] of links) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const actor = await request.actor();
      const { location, cookies } = await authLinks.open(kind, request.url, callerOf(request), actor);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(location, 302);
    });
  }
};
