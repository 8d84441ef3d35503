import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { errorMessageKey } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';

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
