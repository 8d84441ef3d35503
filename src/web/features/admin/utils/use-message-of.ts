import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** An error's words for an admin toast or title: the server's message, else the catalog's for its code. */
export const useMessageOf = () => {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof Error && error.message ? error.message : t(errorMessageKey(error));
};
