import { type ChangeEvent, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../lib/i18n';

/**
 * A text field checked on submit: its value, the error under it (already translated), and the input's
 * props, where typing clears the error. `check(schema, fallbackKey)` gives the value as the contract's
 * `schema` parses it, or undefined after putting the first issue's text (else `fallbackKey`'s) under
 * the field.
 */
export function useCheckedValue(initial = '') {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const check = (schema: z.ZodType<string>, fallbackKey: string): string | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    setError(t(parsed.error.issues[0]?.message ?? fallbackKey));
    return undefined;
  };
  return {
    value,
    setValue,
    error,
    setError,
    check,
    inputProps: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
      error,
    },
  };
}
