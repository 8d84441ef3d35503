import type { Response as LightMyRequestResponse } from 'light-my-request';
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

/**
 * A mailed link opened in a browser and confirmed there: the GET of its path leads to its page, whose
 * button posts it, with the browser's `cookie` if it holds one. `location` is where the browser goes next.
 */
export const openLink =
  (t: TestApp) =>
  async (
    link: string,
    cookie?: string,
    ip?: string,
  ): Promise<LightMyRequestResponse & { location?: string }> => {
    const headers = cookie ? { cookie } : {};
    const page = await t.app.inject({ method: 'GET', url: pathOf(link), headers });
    const target = new URL(page.headers.location ?? '');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/links/open',
      payload: { kind: target.searchParams.get('authLink'), query: target.hash.slice(1) },
      remoteAddress: ip ?? uniqueIp(),
      headers,
    });
    return Object.assign(res, {
      location: res.statusCode === 200 ? res.json<{ location: string }>().location : undefined,
    });
  };

/** The status a password sign-in answers, from `ip` if given (else a fresh address). */
export const signInStatusOf = (t: TestApp) => {
  const post = authPost(t);
  return async (email: string, password: string, ip?: string) =>
    (await post('sign-in', { email, password }, ip ? { ip } : {})).statusCode;
};
