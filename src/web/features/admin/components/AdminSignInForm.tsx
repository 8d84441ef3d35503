import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { FormFailure } from '../../../components/FormFailure';
import { useTranslation } from '../../../lib/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { SignInBody, useSignIn } from '../../auth';

interface FormValues {
  email: string;
  password: string;
}

/** Sign-in with e-mail and password on /admin-setup (000 §2.9); messages of 000 §5 and §8. */
export function AdminSignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const { handleSubmit, inputProps, failure, isPending } = useContractForm(
    SignInBody,
    (values: FormValues) => values,
    signIn,
    { initialValues: { email: '', password: '' } },
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput
          {...inputProps('email')}
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          {...inputProps('password')}
          label={t('auth.password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={isPending} fullWidth>
          {t('auth.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
