import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/suite';

/*
 * What Node's HTTP parser refuses before Fastify sees a request answers in the platform's shape and in
 * French, like every other error (found by probing from outside: Fastify wrote its own English JSON).
 * These need a real socket: `inject` never goes through the parser.
 */

const t = testAppForFile();
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.app.server.close();
});

/** Writes `raw` on a new connection and reads the answer until the server closes it. */
const exchange = (raw: string) =>
  new Promise<{ status: number; type: string; body: { error: { code: string; message: string } } }>(
    (resolve, reject) => {
      const socket = new Socket();
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', payload = ''] = answer.split('\r\n\r\n');
        resolve({
          status: Number(head.split(' ')[1]),
          type: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
          body: JSON.parse(payload),
        });
      });
      socket.connect(port, '127.0.0.1', () => socket.write(raw));
    },
  );

describe('a request the HTTP parser refuses', () => {
  it('with headers over 16 KB (a giant link or cookie): 431, in French', async () => {
    const answer = await exchange(
      `GET /api/v1/search?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toBe('application/json; charset=utf-8');
    expect(answer.body.error.code).toBe('request_headers_too_large');
    expect(answer.body.error.message).toMatch(/^L'adresse ou les en-têtes de la requête sont trop longs/);
  });

  it('that is not well-formed HTTP: 400, in French', async () => {
    const answer = await exchange(
      'GET /api/v1/auth/session HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: 'request_malformed', message: "La requête est mal formée : elle n'a pas pu être lue." },
    });
  });
});
