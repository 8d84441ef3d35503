import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('featured members', () => {
  it('lists only featured, named members in good standing', async () => {
    const featured = await createUser(t.app, t.database.db, { confirmed: false });
    const unnamed = await createUser(t.app, t.database.db, { confirmed: false });
    const blocked = await createUser(t.app, t.database.db, { confirmed: false });
    await createUser(t.app, t.database.db, { confirmed: false });
    const db = t.database.db;
    await db
      .update(profiles)
      .set({ isFeatured: true, fullName: 'Kofi Mensah', title: 'Ingénieur' })
      .where(eq(profiles.id, featured.id));
    await db.update(profiles).set({ isFeatured: true }).where(eq(profiles.id, unnamed.id));
    await db
      .update(profiles)
      .set({ isFeatured: true, fullName: 'Bloqué', isBlocked: true })
      .where(eq(profiles.id, blocked.id));

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/featured' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ id: featured.id, fullName: 'Kofi Mensah', title: 'Ingénieur' }),
    ]);
  });
});
