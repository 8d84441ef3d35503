import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** A list or an item that failed to load, in a red notice where it would be: the failure and 'Réessayer'. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
