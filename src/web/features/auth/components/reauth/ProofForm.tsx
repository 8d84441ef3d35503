import { Button, type ButtonProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';

interface ProofFormProps {
  onSubmit: (event: FormEvent) => void;
  isPending: boolean;
  /** The first method's button is filled, the others light. */
  variant?: ButtonProps['variant'];
  /** The field the member fills (the password, the code). */
  children: ReactNode;
}

/** A method's form in the re-authentication dialog: its field, then 'Confirmer'. */
export function ProofForm({ onSubmit, isPending, variant, children }: ProofFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {children}
        <Button type="submit" variant={variant} loading={isPending} fullWidth>
          {t('auth.reauth.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
