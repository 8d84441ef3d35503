import { type UseFormReturnType, useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { errorMessageKey } from './api-client';
import { serverFieldErrors, validateWith } from './forms';
import { useTranslation } from './i18n';
import { type KeptDraft, useDraftKeeping, useKeptStart, withDiscard } from './use-kept-draft';
import { isZodLoaded, withZod } from './zod-loader';

export interface ContractFormOptions<Values, Result> {
  initialValues: Values;
  /** After the server accepted the body. */
  onSuccess?: (result: Result, values: Values) => void;
  /** The catalog key of a refusal a screen words its own way; null falls back to the code's text. */
  failureKey?: (error: unknown) => string | null;
  /**
   * The draft this form keeps on the device as it is typed ('project.new', `event.${id}`), with a
   * question before leaving it unsaved (lib/use-kept-draft.ts; shown by `KeptDraftNotices`).
   */
  keepDraft?: string;
}

/** The fields of a form's values that hold a string. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

export interface ContractForm<Values> {
  form: UseFormReturnType<Values>;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** A field's props for a Mantine input, its error translated. */
  inputProps: (field: keyof Values & string) => ReturnType<UseFormReturnType<Values>['getInputProps']>;
  /** The translated error of a field, for inputs wired by hand. */
  errorOf: (field: keyof Values & string) => string | undefined;
  /** A text field's props for the rich text editor (`LazyRichTextEditor`): its HTML, set as typed, its error. */
  richTextProps: (field: TextField<Values>) => {
    value: string;
    onChange: (html: string) => void;
    error?: string;
  };
  /** The translated failure that no field shows (the form's red banner); null when there is none. */
  failure: string | null;
  isPending: boolean;
  /** The kept draft (inert without `keepDraft`). */
  draft: KeptDraft;
}

/**
 * A form driven by its contract: `schema` (from common/contracts) validates `toBody(values)` on submit
 * and on blur, so the form refuses exactly what the server refuses; the parsed body goes to `mutation`;
 * a `validation_failed` answer puts each detail on the field it names, any other failure goes to the
 * banner (`failure`) with the code's catalog text.
 */
export const useContractForm = <Values extends Record<string, unknown>, Schema extends z.ZodType, Result>(
  schema: Schema,
  toBody: (values: Values) => z.input<Schema>,
  mutation: UseMutationResult<Result, unknown, z.output<Schema>>,
  options: ContractFormOptions<Values, Result>,
): ContractForm<Values> => {
  const { t } = useTranslation();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const start = useKeptStart(options.keepDraft, options.initialValues);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: start.values,
    validateInputOnBlur: true,
    validate: validateWith(schema, toBody),
  });
  const keeping = useDraftKeeping(start, form.values, options.initialValues);
  const fields = Object.keys(options.initialValues);

  const submit = form.onSubmit((values) => {
    setFailureKey(null);
    mutation.mutate(schema.parse(toBody(values)), {
      onSuccess: (result) => {
        // The server has these values: the draft goes; a form that stays open keeps later changes again.
        keeping.stored(values);
        options.onSuccess?.(result, values);
      },
      onError: (error) => {
        const errors = serverFieldErrors(error, fields);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else setFailureKey(options.failureKey?.(error) ?? errorMessageKey(error));
      },
    });
  });

  // A submit as the page opens, before zod (lib/zod-loader.ts): checked and sent once it has loaded.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (isZodLoaded()) return submit(event);
    event?.preventDefault();
    withZod(
      () => submit(),
      () => setFailureKey('common.genericError'),
    );
  };

  const errorOf = (field: keyof Values & string) => {
    const error = form.errors[field];
    return typeof error === 'string' && error !== '' ? t(error) : undefined;
  };

  return {
    form,
    handleSubmit,
    inputProps: (field) => ({ ...form.getInputProps(field), error: errorOf(field) }),
    errorOf,
    richTextProps: (field) => ({
      value: form.values[field] as string,
      // The field's own setter, as inputProps gives it: it takes a value as well as an input's event.
      onChange: form.getInputProps(field).onChange,
      error: errorOf(field),
    }),
    failure: failureKey ? t(failureKey) : null,
    isPending: mutation.isPending,
    draft: withDiscard(keeping, () => form.setValues(options.initialValues)),
  };
};
