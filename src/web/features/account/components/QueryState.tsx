import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** A section's loading spinner, or its error with a retry. */
export function QueryState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Group justify="center" py="xl" role="status" aria-label={t('common.loading')}>
        <Loader size="sm" aria-hidden />
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      <Text size="sm" mb="xs">
        {t(errorMessageKey(error))}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
