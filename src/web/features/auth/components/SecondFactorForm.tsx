import { Button, Checkbox, Divider, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SecondFactorCode, type SecondFactorMethod } from '../../../../common/contracts/auth';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { useCheckedValue } from '../../../components/use-checked-value';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSecondFactor } from '../api/second-factor';
import { PasskeySignInButton } from './PasskeySignInButton';

interface SecondFactorFormProps {
  methods: readonly SecondFactorMethod[];
  onSignedIn: () => void;
  /** Back to the e-mail and password (the pending step expired, or another account). */
  onRestart: () => void;
}

/**
 * The second step of a sign-in (issue 33 §4): the authenticator's code or a recovery code, with
 * "remember this device for 30 days", or the member's passkey.
 */
export function SecondFactorForm({ methods, onSignedIn, onRestart }: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [rememberDevice, setRememberDevice] = useState(false);
  const { error, setError, check, inputProps } = useCheckedValue();
  const [expired, setExpired] = useState(false);
  const submit = useSecondFactor();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = check(SecondFactorCode, 'auth.validation.codeInvalid');
    if (code === undefined) return;
    submit.mutate(
      { code, rememberDevice },
      {
        onSuccess: (session) => {
          if (session.user) onSignedIn();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'second_factor_expired') setExpired(true);
          setError(t(errorMessageKey(failure)));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {methods.includes('totp') && (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Note>{t('auth.secondFactor.intro')}</Note>
            <TextInput
              label={t('auth.secondFactor.code')}
              {...inputProps}
              error={expired ? undefined : error}
              autoComplete="one-time-code"
              inputMode="text"
              maxLength={16}
              required
              data-autofocus
            />
            <Checkbox
              label={t('auth.secondFactor.remember')}
              checked={rememberDevice}
              onChange={(event) => setRememberDevice(event.currentTarget.checked)}
            />
            <Button type="submit" fullWidth size="md" loading={submit.isPending} disabled={expired}>
              {t('auth.secondFactor.submit')}
            </Button>
          </Stack>
        </form>
      )}
      {expired && (
        <FormFailure
          message={
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{error}</Text>
              <Button size="xs" variant="white" color="red" onClick={onRestart}>
                {t('auth.secondFactor.restart')}
              </Button>
            </Stack>
          }
        />
      )}
      {methods.includes('passkey') && (
        <>
          {methods.includes('totp') && <Divider label={t('common.or')} labelPosition="center" />}
          <PasskeySignInButton onSignedIn={onSignedIn} label={t('auth.secondFactor.usePasskey')} />
        </>
      )}
    </Stack>
  );
}
