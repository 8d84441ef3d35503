import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * The e-mail address of the sign-in and recovery forms: required, focused first, the browser's own; an
 * invitation's (another person's address) turns the browser's filling off.
 */
export function AuthEmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      data-autofocus
      {...props}
    />
  );
}
