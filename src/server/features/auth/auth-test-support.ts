import type { TestApp } from '../../test/build-test-app';
import { uniqueIp } from '../../test/factories';

/**
 * The auth routes' tests: a POST to `/api/v1/auth/<url>` from `options.ip` (else a fresh address, so
 * each test has its own rate-limit windows), as the member of `options.cookie` if given, from the browser
 * of `options.userAgent` if given.
 */
export const authPost =
  (t: TestApp) =>
  (url: string, payload: unknown, options: { ip?: string; cookie?: string; userAgent?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/${url}`,
      payload: payload as object,
      remoteAddress: options.ip ?? uniqueIp(),
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
    });
