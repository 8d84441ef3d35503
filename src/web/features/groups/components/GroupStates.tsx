import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StateScreen } from '../../../components/StateScreen';
import { errorMessageKey, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/**
 * A group that could not be read, in place of its page or its settings: 'introuvable' for a missing one,
 * else the reason with Retry; both lead back to the groups.
 */
export function GroupUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = isMissing(error);
  return (
    <StateScreen
      title={notFound ? t('groups.page.notFound') : t('groups.page.loadError')}
      body={notFound ? t('groups.page.notFoundBody') : t(errorMessageKey(error))}
      action={
        <Group justify="center">
          {!notFound && (
            <Button variant="default" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          <Button component={Link} to="/groups">
            {t('groups.page.back')}
          </Button>
        </Group>
      }
    />
  );
}

/** A private group's tab for someone outside it: 'Groupe privé' and why (`body`). */
export function PrivateGroupNotice({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconLock size={32} aria-hidden />
        <Title order={2} size="h4">
          {t('groups.page.private')}
        </Title>
        <Text c="dimmed" maw={420}>
          {body}
        </Text>
      </Stack>
    </Paper>
  );
}
