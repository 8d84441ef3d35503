import { z } from 'zod';

/*
 * Inputs for the endpoint fuzz pass (issue 41 §4): a plausible value built from a contract's schema
 * (through its JSON Schema), then that value with one part replaced by something hostile. A plausible
 * value gets past validation more often than noise, so the hostile part reaches the service and the
 * database, where a 500 hides (a NUL byte PostgreSQL refuses, a number past an integer column, a date
 * past the year 9999, a cursor that decodes to nonsense).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

/** A seeded generator (mulberry32): the same seed gives the same cases, so a finding replays. */
export const seeded = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const uuid = () =>
    'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) =>
      (c === 'x' ? Math.floor(next() * 16) : 8 + Math.floor(next() * 4)).toString(16),
    );
  return { next, pick, uuid };
};
export type Random = ReturnType<typeof seeded>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON Schema of a request part as a caller sends it. */
export const requestSchema = (schema: z.ZodType): Schema =>
  z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as Schema;

const resolve = (node: Schema, root: Schema): Schema => {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (isSchema(at) ? at[key] : undefined), root);
  return isSchema(target) ? resolve(target, root) : {};
};

const stringFor = (node: Schema, random: Random): string => {
  const format = node.format;
  if (format === 'uuid') return random.uuid();
  if (format === 'email') return `fuzz${Math.floor(random.next() * 1e6)}@example.org`;
  if (format === 'date-time') return '2026-06-01T10:00:00.000Z';
  if (format === 'date') return '2026-06-01';
  if (format === 'uri' || format === 'url') return 'https://example.org/page';
  const min = typeof node.minLength === 'number' ? node.minLength : 1;
  const max = typeof node.maxLength === 'number' ? node.maxLength : 40;
  const length = Math.max(min, Math.min(max, 8));
  return 'abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(length / 26) + 1).slice(0, length);
};

/** A value the schema likely accepts (patterns and refinements aside). */
export const plausible = (node: Schema, root: Schema, random: Random, depth = 0): Json => {
  const schema = resolve(node, root);
  if (depth > 6) return null;
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return random.pick(schema.enum) as Json;
  const branches = [schema.anyOf, schema.oneOf, schema.allOf].find(Array.isArray);
  if (branches) {
    const usable = branches.filter((branch) => isSchema(branch) && branch.type !== 'null');
    return usable.length > 0 ? plausible(random.pick(usable) as Schema, root, random, depth + 1) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, random);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
      return Math.min(max, Math.max(min, 1));
    }
    case 'boolean':
      return random.next() < 0.5;
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : {};
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 0, 1);
      return Array.from({ length: count }, () => plausible(items, root, random, depth + 1));
    }
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          plausible(isSchema(value) ? value : {}, root, random, depth + 1),
        ]),
      );
    }
    case 'null':
      return null;
    default:
      return 'abc';
  }
};

const huge = 'é'.repeat(70_000);
/** Hostile values, whatever the expected type. */
export const hostileValues: readonly Json[] = [
  null,
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '🦁'.repeat(300),
  '\u202eevil\u202c',
  huge,
  "' or 1=1 --",
  '%00',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '-1',
  '1e309',
  'NaN',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-13-45T99:99:99Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  [],
  [null],
  Array.from({ length: 2_000 }, (_, i) => i),
  {},
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as Json,
];

/** Hostile query string values (a query is text). */
export const hostileQueryValues: readonly string[] = hostileValues
  .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
  .map(String)
  .concat(['eyJpZCI6MX0', 'bm90IGpzb24', 'W10', 'eyJhdCI6Im5vdCBhIGRhdGUiLCJpZCI6Im5vdCBhIHV1aWQifQ', '!!!']);

/** Hostile path params (already URI-encoded where needed). */
export const hostileParams = (random: Random): string[] => [
  random.uuid(),
  '00000000-0000-0000-0000-000000000000',
  'Not_A_UUID',
  '-1',
  '99999999999999999999',
  '1e309',
  '%00',
  '%F0%9F%A6%81',
  encodeURIComponent('é'.repeat(300)),
  encodeURIComponent("' or 1=1 --"),
];

/** Every path to a leaf (or a whole object or array) in a value, the root included. */
export const pathsIn = (value: Json, at: (string | number)[] = []): (string | number)[][] => {
  const here = [at];
  if (Array.isArray(value))
    return here.concat(value.slice(0, 3).flatMap((item, i) => pathsIn(item, [...at, i])));
  if (value !== null && typeof value === 'object')
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsIn(item, [...at, key])));
  return here;
};

/** A copy of a value with the part at `path` replaced. */
export const replaceAt = (value: Json, path: (string | number)[], replacement: Json): Json => {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = replaceAt(copy[Number(head)] ?? null, rest, replacement);
    return copy;
  }
  if (value !== null && typeof value === 'object')
    return { ...value, [head]: replaceAt(value[String(head)] ?? null, rest, replacement) };
  return value;
};

export type { Json };
