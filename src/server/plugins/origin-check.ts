import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { originOfUrl, siteOrigins } from '../lib/site-origin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why a state-changing request is refused as cross-site, or undefined when it may go on. */
export const crossSiteReason = (
  request: Pick<FastifyRequest, 'headers'>,
  allowed: ReadonlySet<string>,
): string | undefined => {
  const fetchSite = request.headers['sec-fetch-site'];
  // `none` is a navigation the member typed; anything but same-origin came from another page.
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `sec-fetch-site: ${fetchSite}`;
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const parsed = originOfUrl(origin);
    return parsed && allowed.has(parsed) ? undefined : `origin: ${origin}`;
  }
  // No Origin at all: an older browser, or a client that is not a browser (curl, the tests), which
  // carries no victim's cookie. A Referer from elsewhere still says where the request came from.
  const referer = request.headers.referer;
  if (referer !== undefined) {
    const parsed = originOfUrl(referer);
    if (!parsed || !allowed.has(parsed)) return 'referer';
  }
  return undefined;
};

/**
 * One rule for every state-changing `/api/` request, whatever its content type: a request another
 * site's page made (Sec-Fetch-Site cross-site or same-site, or an Origin that is not this site's) is
 * refused with 403 `cross_site_request` before any route runs. Routes added later are covered
 * without doing anything (issue 11 §3; the security suite replays it on the whole route table).
 */
export const originCheckPlugin = fp<{ publicUrl: string }>(
  async (app: FastifyInstance, { publicUrl }) => {
    const allowed = siteOrigins(publicUrl);
    // A callback hook, not an async one: it runs on every request, and most need nothing from it.
    app.addHook('onRequest', (request, _reply, done) => {
      if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return done();
      const reason = crossSiteReason(request, allowed);
      if (!reason) return done();
      request.log.warn({ reason, url: request.url }, 'cross-site request refused');
      done(new AppError('cross_site_request'));
    });
  },
  { name: 'origin-check' },
);
