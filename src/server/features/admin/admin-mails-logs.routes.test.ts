/** Admin area: the mail outbox, the action log, their numbered pages, and invitations (read back in the outbox). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, profiles } from '../../db/schema';
import { toNumberedPage } from '../../lib/numbered-page';
import * as logRepo from '../../platform/logs/log.repository';
import { testClient } from '../../test/api-client';
import { uniqueEmail } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

const t = testAppForFile();
const { call } = testClient(t, '/api/v1');
const admin = userFixture(t, { role: 'admin' });
const member = userFixture(t);

describe('mail outbox', () => {
  const outbox = (query: string) => call(admin, 'GET', `/admin/mails?${query}`);

  it('lists the mails newest first, by numbered pages with their total', async () => {
    const email = uniqueEmail('outbox');
    for (let i = 0; i < 3; i++) {
      await call(admin, 'POST', '/invitations', { email });
    }
    const first = await outbox(`q=${email}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.json().items).toHaveLength(2);
    expect(first.json().items[0].subject).toContain('vous invite à rejoindre Sankofa');
    const second = await outbox(`q=${email}&pageSize=2&page=2`);
    expect(second.json()).toMatchObject({ total: 3, page: 2 });
    expect(second.json().items).toHaveLength(1);
    const ids = [...first.json().items, ...second.json().items].map((mail: { id: string }) => mail.id);
    expect(new Set(ids).size).toBe(3);
    // Past the last page: no rows, and still the total (counted apart), so the pager can go back.
    const past = await outbox(`q=${email}&pageSize=2&page=3`);
    expect(past.json()).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it('answers an empty search with a total of 0', async () => {
    const res = await outbox(`q=${uniqueEmail('nobody')}`);
    expect(res.json()).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 });
  });
});

describe('numbered pages refuse crafted page numbers with 400, never 500', () => {
  const crafted = [
    ['page 0', 'page=0'],
    ['a negative page', 'page=-1'],
    ['a word', 'page=deux'],
    ['a fraction', 'page=1.5'],
    ['infinity', 'page=1e400'],
    ['a huge number', 'page=99999999999999999999'],
    ['a page past the count cap', 'page=501'],
    ['a repeated page', 'page=1&page=2'],
    ['pageSize 0', 'pageSize=0'],
    ['pageSize over 100', 'pageSize=1000'],
    ['a page past the cap with small pages', 'page=10001&pageSize=1'],
  ] as const;

  it.each(crafted)('with %s', async (_label, query) => {
    for (const list of ['/api/v1/admin/mails', '/api/v1/admin/logs']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${list}?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect({ list, status: res.statusCode }).toEqual({ list, status: 400 });
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('says which field in French', async () => {
    const res = await call(admin, 'GET', '/admin/logs?page=0');
    expect(res.json().error.details).toEqual([
      { path: 'page', key: 'common.pageInvalid', message: 'Numéro de page invalide.' },
    ]);
  });

  it('reads an emptied page field as the first page', async () => {
    const res = await call(admin, 'GET', '/admin/logs?page=&pageSize=');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe('action log', () => {
  /** `count` log rows one second apart (newest last), each carrying `marker` in its details. */
  const seedLogs = async (marker: string, count: number, action = 'settings_updated') => {
    const start = Date.now() - 3_600_000;
    await t.database.db.insert(logs).values(
      Array.from({ length: count }, (_, index) => ({
        userId: member.id,
        action,
        details: { marker, index },
        createdAt: new Date(start + index * 1000),
      })),
    );
  };
  const logPage = (query: string) => call(admin, 'GET', `/admin/logs?${query}`);

  it('pages a search 20 at a time, newest first, with the total', async () => {
    const marker = `marqueur-${uniqueEmail()}`;
    await seedLogs(marker, 25);
    const first = await logPage(`q=${marker}`);
    expect(first.json()).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.json().items).toHaveLength(20);
    expect(first.json().items[0]).toMatchObject({ email: member.email, details: { marker, index: 24 } });
    const second = await logPage(`q=${marker}&page=2`);
    expect(second.json()).toMatchObject({ total: 25, page: 2 });
    expect(second.json().items.map((entry: { details: { index: number } }) => entry.details.index)).toEqual([
      4, 3, 2, 1, 0,
    ]);
  });

  it('filters by action and searches the member’s address', async () => {
    const marker = `filtre-${uniqueEmail()}`;
    await seedLogs(marker, 3, 'asset_removed');
    await seedLogs(marker, 2, 'asset_uploaded');
    const removed = await logPage(`q=${marker}&action=asset_removed`);
    expect(removed.json().total).toBe(3);
    expect(removed.json().items.every((entry: { action: string }) => entry.action === 'asset_removed')).toBe(
      true,
    );
    const byEmail = await logPage(`q=${encodeURIComponent(member.email)}&action=asset_uploaded`);
    expect(byEmail.json().total).toBeGreaterThanOrEqual(2);
    expect(byEmail.json().items[0].email).toBe(member.email);
  });

  it('stops counting at the cap and says so', async () => {
    const marker = `plafond-${uniqueEmail()}`;
    await seedLogs(marker, 5);
    const found = await logRepo.listPage(t.database.db, { q: marker }, { cap: 3, offset: 0, limit: 2 });
    expect(found.rows).toHaveLength(2);
    const page = toNumberedPage({ page: 1, pageSize: 2 }, found, (row) => row.id, 3);
    expect(page).toMatchObject({ total: 3, totalCapped: true });
    // A page past the end still learns the (capped) count.
    const past = await logRepo.listPage(t.database.db, { q: marker }, { cap: 3, offset: 4, limit: 2 });
    expect(past).toEqual({ rows: [], total: 4 });
  });
});

describe('invitations', () => {
  it('needs a signed-in member and a valid address', async () => {
    expect((await call(null, 'POST', '/invitations', { email: uniqueEmail() })).statusCode).toBe(401);
    const empty = await call(member, 'POST', '/invitations', { email: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe("L'email est requis");
  });

  it("mails a sign-up link in the inviter's name", async () => {
    const email = uniqueEmail('invite');
    await t.database.db.update(profiles).set({ fullName: 'Awa Diallo' }).where(eq(profiles.id, member.id));
    // As saving the profile does (the session's cached profile goes).
    await t.app.services.sessionCache.invalidate(member.id);
    const res = await call(member, 'POST', '/invitations', { email });
    expect(res.statusCode).toBe(201);
    const page = await call(admin, 'GET', `/admin/mails?q=${email}`);
    const [mail] = page.json().items;
    expect(mail.subject).toBe('Awa Diallo vous invite à rejoindre Sankofa');
    expect(mail.link).toBe('http://localhost:3000/?auth=signup');
  });
});
