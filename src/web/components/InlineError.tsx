import { Button, Stack, type StackProps, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

interface InlineErrorProps extends StackProps {
  /** Catalog key of the failure. */
  messageKey: string;
  onRetry: () => void;
}

/** A list or panel that failed to load, shown where its data would be: the failure and a retry button. */
export function InlineError({ messageKey, onRetry, ...props }: InlineErrorProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start" {...props}>
      <Text size="sm" c="red.8" role="alert">
        {t(messageKey)}
      </Text>
      <Button size="xs" variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
