import { blogLimits } from '../../../../common/contracts/blog';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/** The catalog text of a failed comment write: the server's field message, its code's text, or the spec's. */
export const useCommentFailure = () => {
  const { t } = useTranslation();
  return (fallbackKey: string) => (error: unknown) => {
    const message = isApiError(error)
      ? (error.details[0]?.message ?? (error.code === 'validation_failed' ? t(fallbackKey) : error.message))
      : t(fallbackKey);
    notify({ color: 'red', message: message || t(fallbackKey), autoClose: blogLimits.toastMs });
  };
};
