import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { networkKey } from '../lib/ip';

/**
 * The platform-wide ceiling per client address (issue 11 §6): every request counts, the health probe
 * and the built app's hashed files (`/assets/`) excepted; visitors' API calls count in a smaller bucket of their own. Counted in each instance's
 * memory (the per-action limits that matter across instances live in the database). `perMinute: 0`
 * turns the ceiling off (the benches drive thousands of requests from one address).
 */
export const requestCeilingPlugin = fp<{
  perMinute: number;
  visitorApiPerMinute: number;
  /**
   * Whether a Cookie header holds a session cookie signed with the auth secret (its HMAC checked, no
   * query): a made-up cookie does not lift a visitor into the members' bucket (issue 33 §6).
   */
  isSignedSession: (cookieHeader: string | undefined) => boolean;
}>(
  async (app: FastifyInstance, options) => {
    if (options.perMinute <= 0) return;
    /** A visitor's API call: public lists, search, previews — the aggregate reads a scraper would hammer. */
    const isVisitorApiCall = (request: FastifyRequest) =>
      request.url.startsWith('/api/') && !options.isSignedSession(request.headers.cookie);
    await app.register(rateLimit, {
      global: true,
      timeWindow: 60_000,
      max: (request) => (isVisitorApiCall(request) ? options.visitorApiPerMinute : options.perMinute),
      // An IPv6 client counts by its /64 (issue 33 §6).
      keyGenerator: (request) =>
        `${isVisitorApiCall(request) ? 'visitor-api' : 'all'}:${networkKey(request.ip)}`,
      // The health and readiness probes, and the built app's hashed files: cached a year and the same for everyone, so
      // a page that loads its chunks (or an office behind one address) never spends its API allowance.
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
