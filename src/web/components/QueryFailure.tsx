import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessageKey } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';

/**
 * Why a section could not be read, announced, with Retry: `message`, else the catalog's words for the
 * error (`hasIcon`: the red circle before it).
 */
export function QueryFailure({
  error,
  message,
  onRetry,
  hasIcon = true,
}: {
  error: unknown;
  message?: string;
  onRetry: () => void;
  hasIcon?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={hasIcon ? <IconAlertCircle size={18} aria-hidden /> : undefined}
      role="alert"
    >
      <Text size="sm" mb="xs">
        {message ?? t(errorMessageKey(error))}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
