import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser } from '../test/factories';

let t: TestApp;
let admin: CreatedUser;
let conversationId: string;
let postId: string;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Cursors no page of this server ever made (issue 11 §9). */
const crafted: Array<[string, string]> = [
  ['a non-UUID id', b64(['2026-01-01T00:00:00.000Z', 'not-a-uuid'])],
  ['an SQL fragment as id', b64(['2026-01-01T00:00:00.000Z', "x' or '1'='1"])],
  ['a year the database cannot hold', b64(['+275760-09-13T00:00:00.000Z', randomUUID()])],
  ['a year before 1970', b64(['0001-01-01T00:00:00.000Z', randomUUID()])],
  ['numbers instead of strings', b64([1, 2])],
  ['three items', b64(['2026-01-01T00:00:00.000Z', randomUUID(), 'x'])],
  ['an object', b64({ at: '2026-01-01T00:00:00.000Z', id: randomUUID() })],
  ['not base64 JSON', '%%%not-base64%%%'],
  ['plain text', 'hello'],
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  const other = await createUser(t.app, t.database.db);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { cookie: admin.cookie },
    payload: { recipientId: other.id, content: 'Bonjour', clientId: randomUUID() },
  });
  conversationId = sent.json().conversation.id;
  const post = await t.app.inject({
    method: 'POST',
    url: '/api/v1/feed/posts',
    headers: { cookie: admin.cookie },
    payload: { content: 'Une publication', mediaIds: [] },
  });
  postId = post.json().id;
});
afterAll(async () => {
  await t.close();
});

describe('crafted pagination cursors answer 400, never 500', () => {
  const lists = () => [
    '/api/v1/feed/posts',
    `/api/v1/feed/posts/${postId}/comments`,
    '/api/v1/notifications',
    '/api/v1/connections',
    '/api/v1/connections/pending',
    '/api/v1/conversations',
    `/api/v1/conversations/${conversationId}/messages`,
  ];

  it.each(crafted)('with %s', async (_label, cursor) => {
    for (const list of lists()) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${list}?cursor=${encodeURIComponent(cursor)}`,
        headers: { cookie: admin.cookie },
      });
      expect({ list, status: res.statusCode }).toEqual({ list, status: 400 });
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('still pages with the cursors the server made', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/feed/posts',
      headers: { cookie: admin.cookie },
      payload: { content: 'Une deuxième publication', mediaIds: [] },
    });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/v1/feed/posts?limit=1',
      headers: { cookie: admin.cookie },
    });
    const next = first.json().nextCursor;
    expect(next).toEqual(expect.any(String));
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/v1/feed/posts?limit=1&cursor=${next}`,
      headers: { cookie: admin.cookie },
    });
    expect(second.statusCode).toBe(200);
  });
});
