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

/** Whether any string in a parsed request part holds a NUL character (the hot path: no allocation). */
const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null || value instanceof Date) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  for (const key in value) if (hasNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
};

/**
 * Every request part's zod schema, plus one rule no contract has to repeat: no text holds a NUL
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
  return (data) => {
    const result = validate(data);
    if (typeof result !== 'object' || !('value' in result) || !hasNul(result.value)) return result;
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
