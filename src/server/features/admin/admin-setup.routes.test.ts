import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, enrolTotp } from '../../test/factories';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const promote = (cookie: string, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin-setup/promote',
    headers: { cookie },
    ...(token === undefined ? {} : { payload: { token } }),
  });
const status = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin-setup', headers: { cookie } })).json();
const settings = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: { cookie } });

describe('admin bootstrap with ADMIN_EMAILS (issue 11 §4, DESIGN.md §5)', () => {
  beforeEach(async () => {
    t = await buildTestApp({ adminEmails: ['fondatrice@example.com'] });
  });

  it('lets only the listed address become admin, even while no admin exists', async () => {
    const first = await createUser(t.app, t.database.db);
    expect(await status(first.cookie)).toEqual({
      isAdmin: false,
      canPromote: false,
      needsToken: false,
      adminExists: false,
    });
    const refused = await promote(first.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "Vous n'êtes pas autorisé à définir un utilisateur comme administrateur",
    );
    // A setup token does not open the door either when the operator named the admins.
    const token = await t.app.services.adminService.issueSetupToken();
    expect((await promote(first.cookie, token)).statusCode).toBe(403);
    expect((await settings(first.cookie)).statusCode).toBe(403);

    const listed = await createUser(t.app, t.database.db, { email: 'fondatrice@example.com' });
    expect(await status(listed.cookie)).toEqual({
      isAdmin: false,
      canPromote: true,
      needsToken: false,
      adminExists: false,
    });
    expect((await promote(listed.cookie)).json()).toEqual({ status: 'promoted' });
    // The back office opens once the new admin has a second factor (issue 33 §4).
    expect((await settings(listed.cookie)).json().error.code).toBe('two_factor_required');
    await enrolTotp(t.app, listed.cookie);
    expect((await settings(listed.cookie)).statusCode).toBe(200);
    expect((await promote(listed.cookie)).json()).toEqual({ status: 'already_admin' });
    const rows = await t.database.db.select().from(logs).where(eq(logs.action, 'admin_promoted'));
    expect(rows.map((r) => r.userId)).toEqual([listed.id]);
  });

  it('lets an ADMIN_EMAILS address become admin even when an admin exists', async () => {
    await createUser(t.app, t.database.db, { role: 'admin' });
    const listed = await createUser(t.app, t.database.db, { email: 'fondatrice@example.com' });
    expect((await promote(listed.cookie)).json()).toEqual({ status: 'promoted' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin-setup/promote' })).statusCode).toBe(401);
  });
});

describe('first admin without ADMIN_EMAILS: the one-time setup token (issue 11 §4)', () => {
  beforeEach(async () => {
    t = await buildTestApp({ adminEmails: [] });
  });

  it('asks for the token printed at start, spends it, then refuses everyone else', async () => {
    const { adminService } = t.app.services;
    expect(await adminService.needsSetupToken()).toBe(true);
    const token = await adminService.issueSetupToken();
    const first = await createUser(t.app, t.database.db);
    const second = await createUser(t.app, t.database.db);
    expect(await status(first.cookie)).toEqual({
      isAdmin: false,
      canPromote: true,
      needsToken: true,
      adminExists: false,
    });

    for (const wrong of [undefined, '', 'pas-le-bon-code']) {
      const res = await promote(first.cookie, wrong);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('admin_setup_token_invalid');
    }
    expect((await promote(first.cookie, token)).json()).toEqual({ status: 'promoted' });
    expect(await adminService.needsSetupToken()).toBe(false);
    // Spent, and an admin exists: the same token opens nothing for the next member.
    const refused = await promote(second.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await status(second.cookie)).toEqual({
      isAdmin: false,
      canPromote: false,
      needsToken: false,
      adminExists: true,
    });
  });

  it('replaces the token at each start: the previous one stops working', async () => {
    const { adminService } = t.app.services;
    const old = await adminService.issueSetupToken();
    const current = await adminService.issueSetupToken();
    const member = await createUser(t.app, t.database.db);
    expect((await promote(member.cookie, old)).json().error.code).toBe('admin_setup_token_invalid');
    expect((await promote(member.cookie, current)).json()).toEqual({ status: 'promoted' });
  });

  it('promotes only one of two members racing with the same token', async () => {
    const token = await t.app.services.adminService.issueSetupToken();
    const a = await createUser(t.app, t.database.db);
    const b = await createUser(t.app, t.database.db);
    const results = await Promise.all([promote(a.cookie, token), promote(b.cookie, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });
});
