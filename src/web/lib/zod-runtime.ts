import * as zod from 'zod';

/*
 * zod, loaded on demand by lib/zod-loader.ts (`loadZod`): the only module of the web build that imports
 * it, so that it is a chunk of its own and not part of a member page's first load. It hands over the
 * parts of `z` that the contracts build with, by name: the whole `z` would bring every one of zod's
 * locales (380 kB). lazy-schema.test.ts checks that each part a contract uses is here.
 */

// The site's policy refuses `eval` (Content-Security-Policy `script-src 'self'`): zod then skips its probe
// for it (a `new Function` that throws, and a policy violation reported on every page) and its compiled
// object parser, which the policy would refuse anyway.
zod.config({ jitless: true });

export const z = {
  array: zod.array,
  boolean: zod.boolean,
  coerce: zod.coerce,
  discriminatedUnion: zod.discriminatedUnion,
  email: zod.email,
  enum: zod.enum,
  guid: zod.guid,
  int: zod.int,
  iso: zod.iso,
  literal: zod.literal,
  looseObject: zod.looseObject,
  NEVER: zod.NEVER,
  null: zod.null,
  number: zod.number,
  object: zod.object,
  preprocess: zod.preprocess,
  record: zod.record,
  string: zod.string,
  union: zod.union,
  unknown: zod.unknown,
  url: zod.url,
  uuid: zod.uuid,
};
