import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { SecondFactorCode } from '../../../../../common/contracts/auth';
import { useCheckedValue } from '../../../../components/use-checked-value';
import { errorMessageKey } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { reauthenticate } from '../../api/reauthenticate';
import { ProofForm } from './ProofForm';
import type { ProofSectionProps } from './proof-section';

/** Re-authentication by a code of the member's authenticator (or a recovery code). */
export function TotpProof({ onProven }: ProofSectionProps) {
  const { t } = useTranslation();
  const { setError, check, inputProps } = useCheckedValue();
  const prove = useMutation({ mutationFn: reauthenticate });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = check(SecondFactorCode, 'auth.validation.codeInvalid');
    if (code === undefined) return;
    prove.mutate(
      { method: 'totp', code },
      { onSuccess: onProven, onError: (failure) => setError(t(errorMessageKey(failure))) },
    );
  };

  return (
    <ProofForm onSubmit={handleSubmit} isPending={prove.isPending} variant="light">
      <TextInput
        label={t('auth.secondFactor.code')}
        autoComplete="one-time-code"
        {...inputProps}
        maxLength={16}
        required
      />
    </ProofForm>
  );
}
