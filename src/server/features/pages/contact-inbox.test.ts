import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, uniqueIp } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

/** The admins' inbox of the contact form (issue 38): list, follow-up statuses, and who may see it. */

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });

const send = (email: string, subject: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    payload: { domain: 'Partenariat / Presse', email, subject, message: 'Bonjour,\nparlons partenariat.' },
    headers: cookie ? { cookie } : {},
    remoteAddress: uniqueIp(),
  });
const inbox = (query = '', cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/contact-messages${query}`, headers: { cookie } });
const setStatus = (id: string, status: string, cookie = admin.cookie) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/contact-messages/${id}`,
    payload: { status },
    headers: { cookie },
  });

describe('the contact inbox', () => {
  it('lists the messages newest first, new and unread, with the member who wrote them', async () => {
    const member = await createUser(t.app, t.database.db);
    const visitor = uniqueEmail('presse');
    expect((await send(visitor, 'Interview')).statusCode).toBe(200);
    expect((await send(member.email, 'Partenariat école', member.cookie)).statusCode).toBe(200);
    const res = await inbox();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items[0]).toMatchObject({
      subject: 'Partenariat école',
      status: 'new',
      sender: { id: member.id },
    });
    expect(page.items[1]).toMatchObject({ subject: 'Interview', email: visitor, sender: null });
    expect(page.unread).toBeGreaterThanOrEqual(2);
  });

  it('follows a message: read, answered, archived (out of the inbox, in the archive)', async () => {
    const email = uniqueEmail('suivi');
    await send(email, 'Facture');
    const id = (await inbox()).json().items.find((m: { email: string }) => m.email === email).id;
    const unreadBefore = (await inbox()).json().unread;
    const read = await setStatus(id, 'read');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().status).toBe('read');
    expect((await inbox()).json().unread).toBe(unreadBefore - 1);
    expect((await setStatus(id, 'answered')).json().status).toBe('answered');
    expect((await inbox('?status=answered')).json().items.map((m: { id: string }) => m.id)).toContain(id);
    expect((await setStatus(id, 'archived')).statusCode).toBe(200);
    expect((await inbox()).json().items.map((m: { id: string }) => m.id)).not.toContain(id);
    expect((await inbox('?status=archived')).json().items.map((m: { id: string }) => m.id)).toContain(id);
  });

  it('refuses an unknown status in French and an unknown message with 404', async () => {
    const email = uniqueEmail('statut');
    await send(email, 'Question');
    const id = (await inbox()).json().items.find((m: { email: string }) => m.email === email).id;
    const bad = await setStatus(id, 'spam');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Statut de message inconnu.');
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'read')).statusCode).toBe(404);
  });

  it('is for admins only: other staff and members get 403, visitors 401, and nothing changes', async () => {
    const email = uniqueEmail('interdit');
    await send(email, 'Confidentiel');
    const id = (await inbox()).json().items.find((m: { email: string }) => m.email === email).id;
    for (const role of ['user', 'contentmanager', 'moderateur', 'comite'] as const) {
      const other = await createUser(t.app, t.database.db, { role });
      expect((await inbox('', other.cookie)).statusCode, role).toBe(403);
      expect((await setStatus(id, 'archived', other.cookie)).statusCode, role).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/contact-messages' });
    expect(anonymous.statusCode).toBe(401);
    const still = (await inbox()).json().items.find((m: { id: string }) => m.id === id);
    expect(still.status).toBe('new');
  });
});
