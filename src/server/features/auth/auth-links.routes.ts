import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { toHeaders } from '../../lib/http';
import { type Auth, linkErrorPath } from '../../plugins/auth';

/**
 * The two links mailed to members, answered by better-auth: they sign in (cookie) and redirect.
 * Only these GETs are exposed, so every other auth action goes through our routes and their limits.
 * A dead, used or refused link lands on the landing with a message instead of a raw error.
 */
export const authLinkRoutes: FastifyPluginAsync<{ auth: Auth; config: Config }> = async (
  app,
  { auth, config },
) => {
  const forward = async (url: string, rawHeaders: Parameters<typeof toHeaders>[0]) => {
    const response = await auth.handler(
      new Request(new URL(url, config.publicUrl), { headers: toHeaders(rawHeaders) }),
    );
    const location = response.headers.get('location');
    const target = location ? new URL(location, config.publicUrl) : undefined;
    // Only same-site paths are followed; an error, or anything else, lands on the landing's message.
    const failed =
      !target ||
      response.status >= 400 ||
      target.origin !== new URL(config.publicUrl).origin ||
      target.searchParams.has('error');
    // A link that signs nobody in (an address confirmed earlier, a refused session) is spent too.
    const cookies = response.headers.getSetCookie();
    const signsIn = cookies.some((cookie) => /session_token=[^;]+/.test(cookie));
    if (failed || !target || !signsIn) return { location: linkErrorPath, cookies: [] };
    return { location: `${target.pathname}${target.search}`, cookies };
  };

  for (const path of ['/verify-email', '/magic-link/verify']) {
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      const { location, cookies } = await forward(request.url, request.headers);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    });
  }
};
