import { useTranslation } from '../../../lib/i18n';

/** The text of a form field's error: errors are catalog keys (contracts and server details alike). */
export const useErrorText = <Errors extends Record<string, unknown>>(errors: Errors) => {
  const { t } = useTranslation();
  return (field: string): string | undefined => {
    const error = errors[field];
    return typeof error === 'string' && error !== '' ? t(error) : undefined;
  };
};
