import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/*
 * Responses are written by serializers compiled once per route from the endpoint's zod schema (turned
 * into JSON Schema, then into a fast-json-stringify function), instead of running zod on every
 * response: the contract stays the zod schema, its cost leaves the request path (issue 13).
 *
 * `verify` (on in tests) also checks every response against the zod schema and compares the compiled
 * output with zod's: a response the contract refuses fails as before, and a schema the compiler would
 * write differently (a transform, a default) fails the test that sends it, naming the route.
 */

type JsonSchema = Record<string, unknown>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()`) as `X` with `null` among its types: the compiled
 * serializer then writes it directly, where an `anyOf` would validate each value to choose a branch.
 */
const simplifyNullable = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!isObject(node)) return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, simplifyNullable(v)]));
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isObject(branch) && branch.type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && isObject(other) && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
};

/** The JSON Schema fast-json-stringify compiles for a response: what zod's output is. */
export const responseJsonSchema = (schema: ZodType): Schema => {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  const { $schema: _draft, ...rest } = json;
  // fast-json-stringify takes a plain JSON Schema object; zod's is one, typed more loosely.
  return simplifyNullable(rest) as Schema;
};

const isZodType = (value: unknown): value is ZodType => value instanceof z.ZodType;

export const createResponseSerializer =
  ({ verify }: { verify: boolean }): FastifySerializerCompiler<unknown> =>
  ({ schema, method, url }) => {
    if (!isZodType(schema)) return (data) => JSON.stringify(data);
    const stringify = fastJson(responseJsonSchema(schema));
    if (!verify) return (data) => stringify(data);
    return (data) => {
      const parsed = z.safeEncode(schema, data);
      if (parsed.error) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const text = stringify(data);
      const expected: unknown = JSON.parse(JSON.stringify(parsed.data));
      if (!isDeepStrictEqual(JSON.parse(text), expected))
        throw new Error(
          `${method} ${url}: the compiled serializer writes ${text}, the contract ${JSON.stringify(expected)}`,
        );
      return text;
    };
  };
