import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessageKey } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';

/**
 * Why a list, an item or a section could not be read, announced in a red notice where it would be, with
 * Retry: `message`, else the catalog's words for `error` (`hasIcon`: the red circle before it).
 */
export function QueryFailure({
  error,
  message,
  onRetry,
  hasIcon = true,
}: {
  onRetry: () => void;
  hasIcon?: boolean;
} & ({ error: unknown; message?: string } | { error?: undefined; message: string })) {
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
