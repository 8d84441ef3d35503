import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { createUser, uniqueIp } from '../test/factories';

/*
 * A NUL character in any text is a field error (lib/request-validator.ts). Each case is a finding of
 * the fuzz pass over the endpoint table (security/endpoint-fuzz.test.ts), which answered 500 with
 * PostgreSQL's "invalid byte sequence for encoding UTF8: 0x00".
 */

const t = await buildTestApp();
afterAll(async () => {
  await t.close();
});

const nulRefusal = (path: string) => ({
  error: {
    code: 'validation_failed',
    message: 'Certains champs ne sont pas valides.',
    details: [
      {
        path,
        key: 'errors.text_nul',
        message: 'Ce texte contient un caractère invalide (caractère nul) : retirez-le, puis réessayez.',
      },
    ],
  },
});

describe('a NUL character in a request', () => {
  it('in a body field is a French field error', async () => {
    const member = await createUser(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/testimonials',
      headers: { cookie: member.cookie },
      payload: { content: 'Très bien\u0000', rating: 5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulRefusal('content'));
  });

  it('in a path param', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/by-username/%00',
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].key).toBe('errors.text_nul');
  });

  it('in a query value', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/job-offers?q=a%00b',
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulRefusal('q'));
  });

  it('leaves every other character alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/job-offers?q=%F0%9F%A6%81%E2%80%AE',
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('other control characters in a request', () => {
  it('are dropped from a body text before it is checked and saved; vertical tab and form feed break the line', async () => {
    const member = await createUser(t.app, t.database.db);
    const post = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/feed/posts',
        headers: { cookie: member.cookie },
        payload: { content },
      });
    const res = await post('Un\u0001 deux\u007f\u0085\u000btrois\ttab\fquatre');
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe('Un deux\ntrois\ttab\nquatre');
    // Nothing left but them: empty, and refused as an empty post is.
    const empty = await post('\u0001\u0002\u001b');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation_failed');
  });

  it('are dropped from a query value', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/suggestions?q=%01%1B',
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('stay in a password, compared as typed', async () => {
    const member = await createUser(t.app, t.database.db, { password: 'motdepasse\u0001solide' });
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: member.email, password },
        remoteAddress: uniqueIp(),
      });
    expect((await signIn('motdepassesolide')).statusCode).toBe(401);
    expect((await signIn('motdepasse\u0001solide')).statusCode).toBe(200);
  });
});
