import type { z } from 'zod';
import { isApiError } from './api-client';
import { isZodLoaded, loadZod } from './zod-loader';

/*
 * Contract-driven forms: the same zod schema checks a form on the client and its body on the server, and
 * the server's `validation_failed` details land on the fields they name. Errors are catalog keys, turned
 * into text where they are shown. `useContractForm` (use-contract-form.ts) wires these into one hook.
 */

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A form's errors from a contract's issues: the catalog key of the first issue of each field, the field
 * being the issue path's first segment (`location.ville` is the location field's).
 */
export const issuesToErrors = (issues: readonly Issue[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
};

/**
 * Mantine's `validate` from a contract schema and the function turning form values into its body, so
 * the form checks exactly what the server checks, on submit and on blur.
 */
export const validateWith =
  <Values, Schema extends z.ZodType>(schema: Schema, toBody: (values: Values) => z.input<Schema>) =>
  (values: Values): Record<string, string> => {
    // A field left before zod has loaded (lib/zod-loader.ts) is checked on submit, which waits for it.
    if (!isZodLoaded()) {
      void loadZod().catch(() => undefined);
      return {};
    }
    const result = schema.safeParse(toBody(values));
    return result.success ? {} : issuesToErrors(result.error.issues);
  };

/**
 * The field errors of a refused save: the server's `validation_failed` details (paths `location` or
 * `location.ville`) on the form's fields; empty when the error is about no field.
 */
export const serverFieldErrors = (error: unknown, fields: readonly string[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!isApiError(error)) return errors;
  for (const detail of error.details) {
    const field = detail.path.split('.').find((part) => fields.includes(part));
    if (field && errors[field] === undefined) errors[field] = detail.key;
  }
  return errors;
};
