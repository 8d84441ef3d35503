import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ShellButton } from './ShellButton';

interface ErrorStateProps {
  /** Catalog key of the heading; "something went wrong" by default. */
  titleKey?: string;
  /** Catalog key of the explanation; the generic "try again" text by default. */
  messageKey?: string;
  onRetry: () => void;
}

/** A page-sized error with a retry button. */
export function ErrorState({
  titleKey = 'routeError.title',
  messageKey = 'common.panelError',
  onRetry,
}: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Center flex={1} py={80} px="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="ochre" aria-hidden>
          <IconAlertTriangle size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t(titleKey)}
        </Title>
        <Text c="dimmed">{t(messageKey)}</Text>
        <ShellButton onClick={onRetry}>{t('common.retry')}</ShellButton>
      </Stack>
    </Center>
  );
}
