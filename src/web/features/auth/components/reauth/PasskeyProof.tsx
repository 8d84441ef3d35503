import { Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessageKey } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import { reauthenticateWithPasskey } from '../../api/reauthenticate';
import type { ProofSectionProps } from './proof-section';

/** Re-authentication by one of the member's passkeys (the device and its lock: a fresh proof). */
export function PasskeyProof({ onProven }: ProofSectionProps) {
  const { t } = useTranslation();
  const prove = useMutation({ mutationFn: reauthenticateWithPasskey, onSuccess: onProven });
  // The browser's own refusal (cancelled, no matching passkey) is not an answer of the server.
  const failure = prove.error
    ? prove.error instanceof ApiError
      ? t(errorMessageKey(prove.error))
      : t('auth.reauth.passkeyFailed')
    : null;

  return (
    <Stack gap="xs">
      <Button
        variant="light"
        leftSection={<IconKey size={18} aria-hidden />}
        loading={prove.isPending}
        onClick={() => prove.mutate()}
        fullWidth
      >
        {t('auth.secondFactor.usePasskey')}
      </Button>
      {failure && (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
