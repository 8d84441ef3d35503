import { PasswordInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useCheckedValue } from '../../../../components/use-checked-value';
import { errorMessageKey, isApiError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { reauthenticate } from '../../api/reauthenticate';
import { ProofForm } from './ProofForm';
import type { ProofSectionProps } from './proof-section';

/** Re-authentication by the account's password. */
export function PasswordProof({ onProven }: ProofSectionProps) {
  const { t } = useTranslation();
  const { value: password, setError, inputProps } = useCheckedValue();
  const prove = useMutation({ mutationFn: reauthenticate });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('auth.validation.passwordRequired'));
      return;
    }
    prove.mutate(
      { method: 'password', password },
      {
        onSuccess: onProven,
        onError: (failure) =>
          setError(
            isApiError(failure) && failure.code === 'invalid_current_password'
              ? t('auth.reauth.wrongPassword')
              : t(errorMessageKey(failure)),
          ),
      },
    );
  };

  return (
    <ProofForm onSubmit={handleSubmit} isPending={prove.isPending}>
      <PasswordInput
        label={t('auth.reauth.password')}
        autoComplete="current-password"
        {...inputProps}
        required
        data-autofocus
      />
    </ProofForm>
  );
}
