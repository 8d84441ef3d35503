import { Button, Stack } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { FormFailure } from '../../../components/FormFailure';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePasskeySignIn } from '../api/second-factor';

/** "Se connecter avec une clé d'accès": a passkey signs in alone (it counts as two factors). */
export function PasskeySignInButton({ onSignedIn, label }: { onSignedIn: () => void; label?: string }) {
  const { t } = useTranslation();
  const passkey = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);

  const handleClick = () => {
    setError(null);
    passkey.mutate(undefined, {
      onSuccess: (session) => {
        if (session.user) onSignedIn();
      },
      // The browser's own refusal (cancelled, no passkey for this site) is not an API error.
      onError: (failure) =>
        setError(isApiError(failure) ? t(errorMessageKey(failure)) : t('auth.passkey.failed')),
    });
  };

  return (
    <Stack gap="xs">
      <Button
        variant="default"
        fullWidth
        leftSection={<IconFingerprint size={18} stroke={1.8} aria-hidden />}
        loading={passkey.isPending}
        onClick={handleClick}
      >
        {label ?? t('auth.passkey.signIn')}
      </Button>
      <FormFailure message={error} />
    </Stack>
  );
}
