import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { networkKey } from '../lib/ip';

/**
 * The platform-wide ceiling (issue 11 §6, sized in issue 32 §6), counted in each instance's memory (the
 * per-action limits that matter across instances live in the database). A signed-in member counts per
 * session, never per address: thousands of people share one address behind a mobile carrier (CGNAT), an
 * office or a university. A visitor counts per network address, sized on page loads (`requestCeiling` in
 * `common/limits.ts`): their API calls in a bucket of their own, everything they request in another. The
 * health probes and the built app's hashed files never count. `perMinute: 0` turns the ceiling off (the
 * benches drive thousands of requests from one address).
 */
export const requestCeilingPlugin = fp<{
  /** Requests one member's session may make a minute. */
  perMinute: number;
  /** API calls the visitors behind one address may make a minute. */
  visitorApiPerMinute: number;
  /** Requests of any kind the visitors behind one address may make a minute. */
  visitorPerMinute: number;
  /**
   * The session token of a Cookie header when it is signed with the auth secret (its HMAC checked, no
   * query), null otherwise: a made-up cookie does not lift a visitor into a member's bucket (issue 33 §6).
   */
  sessionTokenOf: (cookieHeader: string | undefined) => string | null;
}>(
  async (app: FastifyInstance, options) => {
    if (options.perMinute <= 0) return;
    /** The bucket of a request and its size: the member's session, or the visitor's address. */
    const bucketOf = (request: FastifyRequest): { key: string; max: number } => {
      const token = options.sessionTokenOf(request.headers.cookie);
      if (token !== null) {
        // Hashed: the counters never hold a usable session token.
        const session = createHash('sha256').update(token).digest('base64url').slice(0, 22);
        return { key: `session:${session}`, max: options.perMinute };
      }
      // Public lists, search, previews: the aggregate reads a scraper would hammer.
      if (request.url.startsWith('/api/'))
        return { key: `visitor-api:${networkKey(request.ip)}`, max: options.visitorApiPerMinute };
      return { key: `visitor:${networkKey(request.ip)}`, max: options.visitorPerMinute };
    };
    const buckets = new WeakMap<FastifyRequest, { key: string; max: number }>();
    const bucket = (request: FastifyRequest) => {
      let found = buckets.get(request);
      if (!found) {
        found = bucketOf(request);
        buckets.set(request, found);
      }
      return found;
    };
    await app.register(rateLimit, {
      global: true,
      timeWindow: 60_000,
      max: (request) => bucket(request).max,
      // A hashed session, or a visitor's network (an IPv6 client's /64, issue 33 §6).
      keyGenerator: (request) => bucket(request).key,
      // The health and readiness probes, and the built app's hashed files (cached a year, the same for
      // everyone): a page that loads its chunks never spends its allowance.
      allowList: (request) =>
        request.url === '/api/health' ||
        request.url === '/api/ready' ||
        (request.method === 'GET' && request.url.startsWith('/assets/')),
      errorResponseBuilder: (_request, context) =>
        new AppError('too_many_requests', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'request-ceiling' },
);
