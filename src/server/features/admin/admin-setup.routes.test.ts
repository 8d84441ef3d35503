import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const promote = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin-setup/promote', headers: { cookie } });
const settings = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: { cookie } });

describe('admin bootstrap (DESIGN.md §5)', () => {
  beforeEach(async () => {
    t = await buildTestApp({ adminEmails: ['fondatrice@example.com'] });
  });

  it('makes the first member admin, then refuses the next one with the spec message', async () => {
    const first = await createUser(t.app, t.database.db);
    const second = await createUser(t.app, t.database.db);

    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/admin-setup', headers: { cookie: first.cookie } })
      ).json(),
    ).toEqual({
      isAdmin: false,
      canPromote: true,
    });
    const res = await promote(first.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'promoted' });
    expect((await settings(first.cookie)).statusCode).toBe(200);
    expect((await promote(first.cookie)).json()).toEqual({ status: 'already_admin' });

    const refused = await promote(second.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "Vous n'êtes pas autorisé à définir un utilisateur comme administrateur",
    );
    expect((await settings(second.cookie)).statusCode).toBe(403);
    const rows = await t.database.db.select().from(logs).where(eq(logs.action, 'admin_promoted'));
    expect(rows.map((r) => r.userId)).toEqual([first.id]);
  });

  it('lets an ADMIN_EMAILS address become admin even when an admin exists', async () => {
    await createUser(t.app, t.database.db, { role: 'admin' });
    const listed = await createUser(t.app, t.database.db, { email: 'fondatrice@example.com' });
    expect((await promote(listed.cookie)).json()).toEqual({ status: 'promoted' });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin-setup/promote' })).statusCode).toBe(401);
  });

  it('promotes only one of two members racing for the first admin seat', async () => {
    const a = await createUser(t.app, t.database.db);
    const b = await createUser(t.app, t.database.db);
    const results = await Promise.all([promote(a.cookie), promote(b.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
  });
});
