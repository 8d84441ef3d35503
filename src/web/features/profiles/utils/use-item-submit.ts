import { type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessageKey } from '../../../lib/api-client';
import { serverFieldErrors, validateWith } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from './use-translated-errors';

/**
 * The submit of a sub-list form: the body to `onSave`, a refusal's field issues on the fields, any
 * other failure in the form's red box. `mapError` may turn a code into a field error first.
 */
export const useItemSubmit = <Values, Body>(
  form: UseFormReturnType<Values>,
  toBody: (values: Values) => Body,
  onSave: (body: Body) => Promise<void>,
  options: { fields: readonly string[]; mapError?: (error: unknown) => Record<string, string> | null },
) => {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const handleSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(toBody(values));
    } catch (error) {
      const errors = options.mapError?.(error) ?? serverFieldErrors(error, options.fields);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else setFailure(t(errorMessageKey(error)));
    }
  });
  return { handleSubmit, failure };
};

/**
 * A sub-list form (000 §5): the form on `initialValues`, checked against the contract on blur and on
 * submit, with `input(field)` binding a field and its translated error, and the submit of useItemSubmit.
 */
export const useItemForm = <
  Values extends Record<string, unknown>,
  Schema extends z.ZodType,
  Body extends z.input<Schema>,
>({
  schema,
  initialValues,
  toBody,
  onSave,
  mapError,
}: {
  schema: Schema;
  initialValues: Values;
  toBody: (values: Values) => Body;
  onSave: (body: Body) => Promise<void>;
  mapError?: (error: unknown) => Record<string, string> | null;
}) => {
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    validate: validateWith(schema, toBody),
  });
  const errorText = useErrorText(form.errors);
  const fields = Object.keys(initialValues);
  const { handleSubmit, failure } = useItemSubmit(form, toBody, onSave, { fields, mapError });
  const input = (field: keyof Values & string) => ({ ...form.getInputProps(field), error: errorText(field) });
  return { form, errorText, input, handleSubmit, failure };
};
