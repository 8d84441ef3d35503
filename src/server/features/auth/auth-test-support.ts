import type { TestApp } from '../../test/build-test-app';
import { pathOf, uniqueIp } from '../../test/factories';

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

/** A mailed link opened in a browser: a GET of its path, with the browser's `cookie` if it holds one. */
export const openLink = (t: TestApp) => (link: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: pathOf(link), headers: cookie ? { cookie } : {} });

/** The status a password sign-in answers, from `ip` if given (else a fresh address). */
export const signInStatusOf = (t: TestApp) => {
  const post = authPost(t);
  return async (email: string, password: string, ip?: string) =>
    (await post('sign-in', { email, password }, ip ? { ip } : {})).statusCode;
};
