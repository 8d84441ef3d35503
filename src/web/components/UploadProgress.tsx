import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import type { UploadTransfer } from '../lib/use-upload-transfer';

/**
 * A file being sent (issue 40 §4): its name and share in words and as a bar, and "Annuler l’envoi".
 * Nothing while no file is sent.
 */
export function UploadProgress({ transfer }: { transfer: UploadTransfer }) {
  const { t } = useTranslation();
  if (!transfer.current) return null;
  const percent = Math.round(transfer.current.progress * 100);
  const label = t('common.upload.sending', { name: transfer.current.name, percent });
  return (
    <Stack gap={6} data-testid="upload-progress">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" aria-live="polite" truncate>
          {label}
        </Text>
        <Button variant="subtle" color="red" size="compact-sm" onClick={transfer.cancel}>
          {t('common.upload.cancel')}
        </Button>
      </Group>
      <Progress value={percent} aria-label={label} size="sm" />
    </Stack>
  );
}
