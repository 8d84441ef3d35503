import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The paths of the strings in a parsed request part that hold a NUL character. */
const nulPaths = (value: unknown, at: PropertyKey[] = [], depth = 0): PropertyKey[][] => {
  if (typeof value === 'string') return value.includes('\u0000') ? [at] : [];
  if (depth > 32 || typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => nulPaths(item, [...at, i], depth + 1));
  if (value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, item]) => nulPaths(item, [...at, key], depth + 1));
};

/**
 * Every request part's zod schema, plus one rule no contract has to repeat: no text holds a NUL
 * character. PostgreSQL cannot store one in a text column (it refuses the whole query), so a path
 * param, a query value or a body field carrying one answered 500 wherever it reached the database
 * (the fuzz pass over the endpoint table found fourteen); it is now a field error like any other.
 */
export const requestValidatorCompiler: typeof validatorCompiler = (route) => {
  const { schema } = route;
  if (!(schema instanceof z.ZodType)) return validatorCompiler(route);
  const guarded = schema.superRefine((value, context) => {
    for (const path of nulPaths(value))
      context.addIssue({ code: 'custom', path, message: 'errors.text_nul' });
  });
  return validatorCompiler({ ...route, schema: guarded });
};
