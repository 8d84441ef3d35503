import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { profiles } from '../db/schema';
import type { TestApp } from './build-test-app';
import { type CreatedUser, createUser, multipartFile, uniqueIp } from './factories';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls: a member (their session cookie) or a visitor (`null`). */
type Caller = Pick<CreatedUser, 'cookie'> | null;

/**
 * The API as a member (or a visitor, `null`) calls it, for route tests: one helper instead of a copy
 * per test file. `prefix` is prepended to every path (e.g. '/api/v1').
 */
export const testClient = (t: TestApp, prefix = '') => {
  const call = (user: Caller, method: Method, url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method, url: `${prefix}${url}`, payload, headers: user ? { cookie: user.cookie } : {} });

  /** Uploads one file as the multipart field `file` (a POST, or a PUT that replaces an image). */
  const upload = (
    user: Caller,
    url: string,
    filename: string,
    content: Buffer,
    type?: string,
    method: 'POST' | 'PUT' = 'POST',
  ) => {
    const file = multipartFile(filename, content, type);
    return t.app.inject({
      method,
      url: `${prefix}${url}`,
      payload: file.payload,
      headers: { ...file.headers, ...(user ? { cookie: user.cookie } : {}) },
    });
  };

  /** A signed-in member with a name (cards, notifications and mails show it), and a title if given. */
  const member = async (fullName: string, title: string | null = null) => {
    const user = await createUser(t.app, t.database.db);
    await t.database.db.update(profiles).set({ fullName, title }).where(eq(profiles.id, user.id));
    return user;
  };

  return { call, upload, member };
};

/**
 * `call` for the back-office and account files: as `testClient`'s, but each request from a fresh client
 * address (`uniqueIp`), so one test's per-address windows never reach the next, and with extra
 * `headers` when asked. `prefix` defaults to '/api/v1'.
 */
export const callFromAnywhere =
  (t: TestApp, prefix = '/api/v1') =>
  (user: Caller, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      ...(payload ? { payload } : {}),
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
      remoteAddress: uniqueIp(),
    });

/** Where the local storage driver of `t` keeps the file of a public URL (`/storage/…`). */
export const publicFileOf = (t: TestApp, url: string) =>
  path.join(t.config.dataDir, 'storage', 'public', url.replace(/^\/storage\//, ''));

/** The messages of a validation failure (400 `validation_failed`), by field path. */
export const validationMessages = (res: LightMyRequestResponse): Record<string, string> => {
  const body = res.json();
  expect(body.error.code).toBe('validation_failed');
  return Object.fromEntries(
    (body.error.details as { path: string; message: string }[]).map((d) => [d.path, d.message]),
  );
};
