import { type CreatedUser, uniqueIp } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

/**
 * The member management tests (/admin/users): the app for this file, an admin, and a call to
 * `/api/v1/admin<url>` from a fresh address each time.
 */
export const adminUsersTestApp = () => {
  const t = testAppForFile();
  const admin = userFixture(t, { role: 'admin' });

  const call = (
    user: CreatedUser | null,
    method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as Record<string, unknown> | undefined,
      remoteAddress: uniqueIp(),
    });

  return { t, admin, call };
};
