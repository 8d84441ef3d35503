import { useState } from 'react';
import { errorMessageKey } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';

/**
 * A profile form's refused save: the server's field errors go under their `fields`, anything else is
 * `failure`, the red box under the form (000 §8). `clear` before each try.
 */
export function useFormFailure(
  form: { setErrors: (errors: Record<string, string>) => void },
  fields: readonly string[],
) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    handleError: (error: unknown) => {
      const errors = serverFieldErrors(error, fields);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else setFailure(t(errorMessageKey(error)));
    },
  };
}
