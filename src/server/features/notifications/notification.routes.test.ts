import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationTemplates, profiles } from '../../db/schema';
import { type CreatedUser, createUser, mailsTo } from '../../test/factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();

const get = (user: CreatedUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
const post = (user: CreatedUser, url: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: user.cookie } });

/** Dispatches `n` message notifications to a member, oldest first. */
const dispatch = async (user: CreatedUser, n: number) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const item = await t.app.services.notifications.notify(
      user.id,
      'message_received',
      {
        sender_name: 'Awa',
        content_preview: `message ${i}`,
      },
      randomUUID(),
    );
    if (item) ids.push(item.id);
  }
  return ids;
};

describe('the dispatcher', () => {
  it('renders the French template and mails by default for messages', async () => {
    const user = await createUser(t.app, t.database.db);
    const [id] = await dispatch(user, 1);
    const list = (await get(user, '/api/v1/notifications')).json();
    expect(list.items[0]).toMatchObject({
      id,
      type: 'message_received',
      title: 'Nouveau message',
      body: 'Awa vous a envoyé un message : message 0',
      priority: 'medium',
      readAt: null,
      link: '/messages',
    });
    const [mail] = await mailsTo(t.database.db, user.email, 'notification_message_received');
    expect(mail?.subject).toBe('Nouveau message');
    expect(mail?.text).toContain('Awa vous a envoyé un message : message 0');
    expect(mail?.text).toContain('préférences de notification');
  });

  it('sends nothing for a type whose template an admin switched off', async () => {
    const user = await createUser(t.app, t.database.db);
    await t.database.db
      .update(notificationTemplates)
      .set({ isActive: false })
      .where(eq(notificationTemplates.type, 'blog_like'));
    const item = await t.app.services.notifications.notify(
      user.id,
      'blog_like',
      { author_name: 'Kofi' },
      randomUUID(),
    );
    expect(item).toBeUndefined();
    expect((await get(user, '/api/v1/notifications')).json().items).toEqual([]);
  });
});

describe('reading notifications', () => {
  it('lists newest first by keyset, filters unread and counts them', async () => {
    const user = await createUser(t.app, t.database.db);
    const ids = await dispatch(user, 3);
    const first = (await get(user, '/api/v1/notifications?limit=2')).json();
    expect(first.items.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[1]]);
    const rest = (await get(user, `/api/v1/notifications?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest.items.map((n: { id: string }) => n.id)).toEqual([ids[0]]);
    expect(rest.nextCursor).toBeNull();
    expect((await get(user, '/api/v1/notifications/unread-count')).json()).toEqual({ count: 3 });

    const read = await post(user, `/api/v1/notifications/${ids[1]}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().readAt).not.toBeNull();
    const unread = (await get(user, '/api/v1/notifications?unread=true')).json();
    expect(unread.items.map((n: { id: string }) => n.id)).toEqual([ids[2], ids[0]]);
    expect((await get(user, '/api/v1/notifications/unread-count')).json()).toEqual({ count: 2 });

    expect((await post(user, '/api/v1/notifications/read-all')).json()).toEqual({ updated: 2 });
    expect((await get(user, '/api/v1/notifications/unread-count')).json()).toEqual({ count: 0 });
    expect((await get(user, '/api/v1/notifications?unread=true')).json().items).toEqual([]);
    expect((await get(user, '/api/v1/notifications')).json().items).toHaveLength(3);
  });

  it("deletes one of the member's notifications", async () => {
    const user = await createUser(t.app, t.database.db);
    const [id] = await dispatch(user, 1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(user, '/api/v1/notifications')).json().items).toEqual([]);
  });

  it("answers 404 for another member's notification and 401 for a visitor", async () => {
    const owner = await createUser(t.app, t.database.db);
    const intruder = await createUser(t.app, t.database.db);
    const [id] = await dispatch(owner, 1);
    expect((await post(intruder, `/api/v1/notifications/${id}/read`)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/notifications/${id}`,
      headers: { cookie: intruder.cookie },
    });
    expect(del.statusCode).toBe(404);
    expect((await post(intruder, '/api/v1/notifications/read-all')).json()).toEqual({ updated: 0 });
    expect((await get(owner, '/api/v1/notifications/unread-count')).json()).toEqual({ count: 1 });
    expect((await get(intruder, '/api/v1/notifications')).json().items).toEqual([]);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(visitor.statusCode).toBe(401);
    expect((await post(owner, '/api/v1/notifications/not-an-id/read')).statusCode).toBe(400);
  });
});

describe('preferences', () => {
  it('lists every type with its default, saves a choice, and the dispatcher honours it', async () => {
    const user = await createUser(t.app, t.database.db);
    const initial = (await get(user, '/api/v1/notification-preferences')).json();
    expect(initial.items).toContainEqual({ type: 'connection_request', inApp: true, email: true });
    expect(initial.items).toContainEqual({ type: 'blog_like', inApp: true, email: false });

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notification-preferences',
      headers: { cookie: user.cookie },
      payload: { items: [{ type: 'message_received', inApp: false, email: false }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().items).toContainEqual({ type: 'message_received', inApp: false, email: false });
    expect(put.json().items).toContainEqual({ type: 'connection_request', inApp: true, email: true });

    await dispatch(user, 1);
    expect((await get(user, '/api/v1/notifications')).json().items).toEqual([]);
    expect(await mailsTo(t.database.db, user.email, 'notification_message_received')).toHaveLength(0);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notification-preferences',
      headers: { cookie: user.cookie },
      payload: { items: [{ type: 'unknown', inApp: true, email: true }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a notification whose causer is hidden from others', () => {
  it('leaves the bell and its count while they are suspended or leaving, and comes back with them', async () => {
    const [reader, causer] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db)];
    const item = await t.app.services.notifications.notify(
      reader.id,
      'message_received',
      { sender_name: 'Kofi', content_preview: 'bonjour' },
      causer.id,
    );
    expect(item).toBeDefined();
    await dispatch(reader, 1);
    const shown = async () => ({
      ids: (await get(reader, '/api/v1/notifications')).json().items.map((n: { id: string }) => n.id),
      unread: (await get(reader, '/api/v1/notifications/unread-count')).json().count,
    });
    expect(await shown()).toMatchObject({ unread: 2 });
    for (const standing of [{ isSuspended: true }, { isLeaving: true }, { isBlocked: true }]) {
      await t.database.db.update(profiles).set(standing).where(eq(profiles.id, causer.id));
      const hidden = await shown();
      expect(hidden.ids).not.toContain(item?.id);
      expect(hidden).toMatchObject({ unread: 1 });
      await t.database.db
        .update(profiles)
        .set({ isSuspended: false, isLeaving: false, isBlocked: false })
        .where(eq(profiles.id, causer.id));
    }
    expect((await shown()).ids).toContain(item?.id);
  });
});
