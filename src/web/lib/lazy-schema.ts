/*
 * The stand-ins the web build puts in the contracts' modules (issue 34; docs/areas/web.md, "Contract
 * schemas, and zod, on first use"; the build: scripts/lib/lazy-contract-schemas.ts):
 * - `lazySchema(() => …)` for each schema a shared module builds as it loads: it builds the schema the
 *   first time something reads it and forwards every operation to it. The contracts' modules build some
 *   550 schemas; a member's page loads twenty-odd of those modules for their endpoints' paths.
 * - `lazyZod` for their `z`: zod's, once lib/zod-loader.ts has loaded it. Before that, a reader that is
 *   rendering suspends until it is there (as Mantine's gate does); code outside a render would throw, and
 *   waits with `withZod` (zod-loader.ts).
 */

import { zodNow } from './zod-loader';

/** What the web build gives the contracts' modules for `z`: zod's, once loaded. */
export const lazyZod = new Proxy({} as ReturnType<typeof zodNow>, {
  get: (_, key) => Reflect.get(zodNow(), key),
  has: (_, key) => Reflect.has(zodNow(), key),
});

const forwarded = <T extends object>(build: () => T): ProxyHandler<T> => {
  let value: T | undefined;
  const real = (): T => {
    value ??= build();
    return value;
  };
  return {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, next) => Reflect.set(real(), key, next),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported configurable: the stand-in's own target does not hold the schema's non-configurable `_zod`.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  };
};

/** `build()`'s value, built on first use; the same object for every reader after that. */
export const lazySchema = <T extends object>(build: () => T): T => new Proxy({} as T, forwarded(build));
