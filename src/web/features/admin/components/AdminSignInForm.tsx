import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { SignInBody, useSignIn } from '../../auth/api/sign-in';

interface FormValues {
  email: string;
  password: string;
}

const fields = ['email', 'password'] as const satisfies readonly (keyof FormValues)[];
type Field = (typeof fields)[number];

const fieldOf = (name: unknown): Field | undefined => fields.find((field) => field === name);

/** Sign-in with e-mail and password on /admin-setup (000 §2.9); messages of 000 §5 and §8. */
export function AdminSignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validateInputOnBlur: true,
    validate: (values) => {
      const result = SignInBody.safeParse(values);
      if (result.success) return {};
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = fieldOf(issue.path[0]);
        if (field && errors[field] === undefined) errors[field] = issue.message;
      }
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setErrorKey(null);
    signIn.mutate(SignInBody.parse(values), {
      onError: (error) => {
        if (isApiError(error) && error.code === 'validation_failed') {
          let hasFieldError = false;
          for (const detail of error.details) {
            const field = fieldOf(detail.path.split('.').at(-1));
            if (field) {
              form.setFieldError(field, detail.key);
              hasFieldError = true;
            }
          }
          if (hasFieldError) return;
        }
        setErrorKey(errorMessageKey(error));
      },
    });
  });

  const errorOf = (field: Field) => {
    const error = form.errors[field];
    return typeof error === 'string' ? t(error) : error;
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {errorKey && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <TextInput
          {...form.getInputProps('email')}
          error={errorOf('email')}
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={errorOf('password')}
          label={t('auth.password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('auth.submitLogin')}
        </Button>
      </Stack>
    </form>
  );
}
