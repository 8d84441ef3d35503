import { Button, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { Note } from '../../../components/Note';
import { useCheckedValue } from '../../../components/use-checked-value';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { ForgotPasswordBody, useForgotPassword } from '../api/password-reset';
import { AuthEmailInput } from './AuthEmailInput';

interface ForgotPasswordFormProps {
  /** The address typed in the sign-in form, if any. */
  initialEmail: string;
  onSent: (email: string) => void;
  onBack: () => void;
}

/** "Mot de passe oublié ?" in the sign-in dialog: the address to mail a recovery link to. */
export function ForgotPasswordForm({ initialEmail, onSent, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const { value: email, setError, inputProps } = useCheckedValue(initialEmail);
  const forgot = useForgotPassword();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'auth.validation.emailInvalid'));
      return;
    }
    forgot.mutate(parsed.data, {
      onSuccess: () => onSent(parsed.data.email),
      onError: (failure) => setError(t(errorMessageKey(failure))),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Note>{t('auth.forgot.intro')}</Note>
        <AuthEmailInput {...inputProps} />
        <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
          {t('auth.forgot.submit')}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    </form>
  );
}
