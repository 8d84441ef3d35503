/*
 * A contract's schema, built the first time something reads it (the web build's
 * `sankofa:lazy-contract-schemas`, scripts/lib/lazy-contract-schemas.ts). The contracts' modules build
 * some 550 zod schemas when they load, and a member's page loads twenty-odd of those modules for their
 * endpoints' paths: 300-490 ms of a phone's CPU before the first render (issue 34), for schemas the page
 * only needs once a form is checked. The stand-in forwards every operation to the schema, built once.
 */

import { config } from 'zod';

// The site's policy refuses `eval` (Content-Security-Policy `script-src 'self'`): zod then skips its probe
// for it (a `new Function` that throws, and a policy violation reported on every page) and its compiled
// object parser, which the policy would refuse anyway.
config({ jitless: true });

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
