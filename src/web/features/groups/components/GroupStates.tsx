import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/** A group's page while the group loads. */
export function GroupLoading() {
  const { t } = useTranslation();
  return (
    <Center py={80}>
      <Loader aria-label={t('groups.loading')} />
    </Center>
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
