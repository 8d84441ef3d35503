import type { FastifyPluginAsync } from 'fastify';
import { type AuthLinkService, type LinkKind, linkPaths } from './auth-links.service';

/**
 * The two links mailed to members. A GET only leads to the link's page (the sign-in dialog's
 * confirmation step), which spends it with a POST on the member's click (`authEndpoints.openLink`):
 * mail scanners open every link of a mail. Only these GETs of better-auth are exposed, so every other
 * auth action goes through our routes and their limits.
 */
export const authLinkRoutes: FastifyPluginAsync<{ authLinks: AuthLinkService }> = async (
  app,
  { authLinks },
) => {
  for (const [kind, path] of Object.entries(linkPaths) as [LinkKind, string][]) {
    app.get(path, { schema: { hide: true } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(authLinks.pageOf(kind, request.url), 302),
    );
  }
};
