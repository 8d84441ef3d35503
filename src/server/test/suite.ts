import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import { testClient } from './api-client';
import { buildTestApp, type TestApp } from './build-test-app';
import { type CreatedUser, createUser } from './factories';

/*
 * A test file's fixtures, declared once at the top instead of a `let` and a `beforeAll` per file: each
 * registers its own `beforeAll` (vitest runs them in the order they were declared) and answers a
 * handle whose fields are read at each use, so the file's helpers can close over it.
 */

const built = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is built in beforeAll: read it inside a test or a hook`);
  return value;
};

/**
 * A handle whose `keys` are read from the value `current` answers at each use (a method is bound to
 * it), so a fixture built in a later `beforeAll` can be handed out now.
 */
const readAtUse = <T extends object, K extends keyof T & string>(
  current: () => T | undefined,
  what: string,
  keys: readonly K[],
): Pick<T, K> => {
  const handle = {};
  for (const key of keys) {
    Object.defineProperty(handle, key, {
      enumerable: true,
      get: () => {
        const value = built(current(), what);
        const field = value[key];
        return typeof field === 'function' ? field.bind(value) : field;
      },
    });
  }
  return handle as Pick<T, K>;
};

/**
 * The real application on a fresh database for this file (`buildTestApp`), closed after its tests.
 * `overrides` may be a function, read when the app is built: a peer started in an earlier `beforeAll`
 * (a mail server, a fake Stripe) only has its address then.
 */
export const testAppForFile = (
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  deps?: Parameters<typeof buildTestApp>[1],
): TestApp => {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp(typeof overrides === 'function' ? overrides() : overrides, deps);
  });
  afterAll(async () => {
    await t?.close();
  });
  return Object.assign(
    readAtUse(() => t, 'the test app', ['app', 'database', 'config']),
    {
      close: () => built(t, 'the test app').close(),
    },
  );
};

/** A member made by `make` once the app is built (in this file's next `beforeAll`), read at each use. */
export const memberFixtureFrom = (make: () => Promise<CreatedUser>): CreatedUser => {
  let user: CreatedUser | undefined;
  beforeAll(async () => {
    user = await make();
  });
  return readAtUse(() => user, 'the member', ['id', 'email', 'password', 'cookie', 'totpSecret']);
};

/** A member created once `t` is built (`createUser` with `options`: a role, a confirmed address…). */
export const userFixture = (t: TestApp, options?: Parameters<typeof createUser>[2]): CreatedUser =>
  memberFixtureFrom(() => createUser(t.app, t.database.db, options));

/** A signed-in member with a name and a title (`testClient`'s `member`), created once `t` is built. */
export const memberFixture = (t: TestApp, fullName: string, title: string | null = null): CreatedUser =>
  memberFixtureFrom(() => testClient(t).member(fullName, title));
