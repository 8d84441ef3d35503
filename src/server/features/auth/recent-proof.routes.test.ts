import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { limits } from '../../../common/limits';
import { accounts, sessions } from '../../db/schema';
import { type CreatedUser, cookieOf, createUser, lastLinkTo, uniqueIp } from '../../test/factories';
import { createSoftPasskey } from '../../test/soft-passkey';
import { testAppForFile } from '../../test/suite';
import { openLink } from './auth-test-support';

const t = testAppForFile();

const call = (cookie: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: uniqueIp(),
  });

/** Makes every session of the member older than the recent-proof window (a cookie stolen later). */
const age = async (member: CreatedUser) => {
  const past = new Date(Date.now() - (limits.recentProofSeconds + 60) * 1000);
  await t.database.db
    .update(sessions)
    .set({ createdAt: past, provenAt: null })
    .where(eq(sessions.userId, member.id));
};

const codeOf = (response: { json: () => { error?: { code?: string } } }) => response.json().error?.code;

describe('re-authentication for sensitive changes (issue 33 §3)', () => {
  it('refuses an export, an e-mail change and a deletion from a session without a recent proof', async () => {
    const member = await createUser(t.app, t.database.db);
    await age(member);
    const exported = await call(member.cookie, 'POST', '/account/exports');
    expect(exported.statusCode).toBe(403);
    expect(codeOf(exported)).toBe('reauth_required');
    const changed = await call(member.cookie, 'POST', '/account/email-change', {
      newEmail: 'autre@example.org',
    });
    expect(codeOf(changed)).toBe('reauth_required');
    const deleted = await call(member.cookie, 'POST', '/account/deletion', {});
    expect(codeOf(deleted)).toBe('reauth_required');
  });

  it('opens the window with the password, not with a wrong one', async () => {
    const member = await createUser(t.app, t.database.db);
    await age(member);
    const wrong = await call(member.cookie, 'POST', '/auth/reauthenticate', {
      method: 'password',
      password: 'pas-le-bon-mot',
    });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('invalid_current_password');
    expect(codeOf(await call(member.cookie, 'POST', '/account/exports'))).toBe('reauth_required');

    const right = await call(member.cookie, 'POST', '/auth/reauthenticate', {
      method: 'password',
      password: member.password,
    });
    expect(right.json()).toEqual({ status: 'proven' });
    expect((await call(member.cookie, 'POST', '/account/exports')).statusCode).toBe(201);
    await t.app.services.accountExports.idle();
  });

  it('lets an account without a password prove itself by a fresh link, which replaces the old session', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db.delete(accounts).where(eq(accounts.userId, member.id));
    await age(member);
    const security = await call(member.cookie, 'GET', '/auth/security');
    expect(security.json().proofMethods).toEqual(['email']);
    const set = await call(member.cookie, 'POST', '/auth/password/set', { newPassword: 'un-nouveau-secret' });
    expect(codeOf(set)).toBe('reauth_required');
    const changed = await call(member.cookie, 'POST', '/account/email-change', {
      newEmail: 'ailleurs@example.org',
    });
    expect(codeOf(changed)).toBe('reauth_required');

    const asked = await call(member.cookie, 'POST', '/auth/reauthenticate', {
      method: 'email',
      redirect: '/settings/security',
    });
    expect(asked.json()).toEqual({ status: 'mail_sent' });
    const link = await lastLinkTo(t.database.db, member.email, 'magic_link');
    const opened = await openLink(t)(link, member.cookie);
    expect(opened.location).toBe('http://localhost:3000/settings/security');
    const fresh = cookieOf(opened);
    expect(
      (await call(fresh, 'POST', '/auth/password/set', { newPassword: 'un-nouveau-secret' })).statusCode,
    ).toBe(200);
    // The session the link replaced is closed.
    expect((await call(member.cookie, 'GET', '/auth/security')).statusCode).toBe(401);
  });

  it('counts a sign-in as a proof, for the window only', async () => {
    const member = await createUser(t.app, t.database.db);
    const exported = await call(member.cookie, 'POST', '/account/exports');
    expect(exported.statusCode).toBe(201);
    await t.app.services.accountExports.idle();
    await age(member);
    expect(codeOf(await call(member.cookie, 'POST', '/account/exports'))).toBe('reauth_required');
  });

  it('is for members only', async () => {
    const response = await call(null, 'POST', '/auth/reauthenticate', { method: 'password', password: 'x' });
    expect(response.statusCode).toBe(401);
  });

  it('lets an account without a password prove itself with its passkey, and with no other', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db.delete(accounts).where(eq(accounts.userId, member.id));
    const passkey = await createSoftPasskey(t.database.db, member.id);
    const stranger = await createUser(t.app, t.database.db);
    const strangersKey = await createSoftPasskey(t.database.db, stranger.id);
    await age(member);
    expect((await call(member.cookie, 'GET', '/auth/security')).json().proofMethods).toEqual(['passkey']);
    const change = () =>
      call(member.cookie, 'POST', '/account/email-change', { newEmail: 'cle@example.org' });
    expect(codeOf(await change())).toBe('reauth_required');

    // Another member's passkey signing this member's challenge proves nothing.
    const options = async () =>
      (await call(member.cookie, 'POST', '/auth/reauthenticate/passkey-options')).json().options;
    const foreign = await call(member.cookie, 'POST', '/auth/reauthenticate', {
      method: 'passkey',
      credential: strangersKey.assert(await options()),
    });
    expect(codeOf(foreign)).toBe('passkey_invalid');
    // Nor does a signature over a challenge the server did not give for this proof.
    const made = await call(member.cookie, 'POST', '/auth/reauthenticate', {
      method: 'passkey',
      credential: passkey.assert({ challenge: 'dW4tZGVmaS1pbnZlbnRl' }),
    });
    expect(codeOf(made)).toBe('passkey_invalid');
    expect(codeOf(await change())).toBe('reauth_required');

    const proven = await call(member.cookie, 'POST', '/auth/reauthenticate', {
      method: 'passkey',
      credential: passkey.assert(await options()),
    });
    expect(proven.json()).toEqual({ status: 'proven' });
    expect((await change()).statusCode).toBeLessThan(300);
  });

  it('gives a passkey challenge only to a member who has a passkey', async () => {
    const member = await createUser(t.app, t.database.db);
    const asked = await call(member.cookie, 'POST', '/auth/reauthenticate/passkey-options');
    expect(asked.statusCode).toBe(403);
  });
});
