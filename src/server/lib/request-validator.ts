import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Control characters (C0, DEL, C1) but tab and line breaks (NUL apart: refused below). Nobody types
// them; they come with pasted or scripted text, show as nothing or as boxes, and break the files made
// from a member's text (RSS, sitemap, .ics, CSV). Vertical tab and form feed are line breaks to the
// text they came from (a word processor's soft break).
const CONTROL = /(?![\t\n\r])\p{Cc}/u;
const BREAKS = /[\v\f]/g;
const DROPPED = /(?![\t\n\r\0])\p{Cc}/gu;
// A password is a secret nobody reads, compared as typed: it stays as it came.
const SECRET_KEY = /password/i;

/** Whether a value is one to look into: an object or array of the parsed part, not a file's bytes. */
const isNested = (value: unknown, depth: number): value is object =>
  depth <= 32 &&
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Date) &&
  !ArrayBuffer.isView(value);

/**
 * Whether any text of a request part, passwords included, holds a control character but tab and line
 * breaks, NUL included: the one walk of nearly every request (no allocation). Only a request it finds
 * is cleaned and looked into for a NUL.
 */
const hasControl = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return CONTROL.test(value);
  if (!isNested(value, depth)) return false;
  if (Array.isArray(value)) return value.some((item) => hasControl(item, depth + 1));
  for (const key in value) if (hasControl((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
};

/** The paths of the strings in a parsed request part that hold a NUL character. */
const nulPaths = (value: unknown, at: PropertyKey[] = [], depth = 0): PropertyKey[][] => {
  if (typeof value === 'string') return value.includes('\u0000') ? [at] : [];
  if (!isNested(value, depth)) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, [...at, i], depth + 1));
  return Object.entries(value).flatMap(([key, item]) => nulPaths(item, [...at, key], depth + 1));
};

/** The request part with those characters out of every text but passwords. */
const withoutControl = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return value.replace(BREAKS, '\n').replace(DROPPED, '');
  if (!isNested(value, depth)) return value;
  if (Array.isArray(value)) return value.map((item) => withoutControl(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? item : withoutControl(item, depth + 1),
    ]),
  );
};

/**
 * Every request part's zod schema, plus two rules no contract has to repeat. A body or a query's texts
 * lose their control characters before they are checked (a title of only such characters is then
 * empty, and refused as one). No text holds a NUL
 * character. PostgreSQL cannot store one in a text column (it refuses the whole query), so a path
 * param, a query value or a body field carrying one answered 500 wherever it reached the database
 * (the fuzz pass over the endpoint table found fourteen); it is now a field error like any other.
 */
export const requestValidatorCompiler: typeof validatorCompiler = (route) => {
  const { schema } = route;
  const validate = validatorCompiler(route);
  if (!(schema instanceof z.ZodType)) return validate;
  // The zod refinement costs a few µs a parse: it runs only for the rare request that holds a NUL, to
  // answer it with zod's own error shape (every issue, its path, the catalog key).
  let refusing: ReturnType<typeof validatorCompiler> | undefined;
  const cleans = route.httpPart === 'body' || route.httpPart === 'querystring';
  return (raw) => {
    if (!hasControl(raw)) return validate(raw);
    const data = cleans ? withoutControl(raw) : raw;
    const result = validate(data);
    if (typeof result !== 'object' || !('value' in result) || nulPaths(result.value).length === 0)
      return result;
    refusing ??= validatorCompiler({
      ...route,
      schema: schema.superRefine((value, context) => {
        for (const path of nulPaths(value))
          context.addIssue({ code: 'custom', path, message: 'errors.text_nul' });
      }),
    });
    return refusing(data);
  };
};
