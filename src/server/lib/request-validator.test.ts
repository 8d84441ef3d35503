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
