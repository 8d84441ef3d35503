import { Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { DoneNotice } from '../../../components/DoneNotice';
import { FormFailure } from '../../../components/FormFailure';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useOptOut, useOptOutTopic } from '../api/opt-out';

/**
 * Where the server's topic labels live: the mails' own topics, and a notification type's label (so the
 * area loads both namespaces). A label elsewhere is not shown.
 */
const isTopicLabel = (key: string) =>
  key.startsWith('optOut.topics.') || key === `notifications.types.${key.split('.')[2] ?? ''}`;

/**
 * `/desabonnement?token=` (anyone): what the mail's link turns off, and one button to confirm. Opening
 * the page changes nothing (link scanners follow links); the mail provider's one-click POST does.
 */
export function OptOutPage() {
  const { t } = useTranslation();
  usePageTitle(t('optOut.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const topic = useOptOutTopic(token);
  const optOut = useOptOut();
  const labelKey = topic.data?.label;
  const label = labelKey && isTopicLabel(labelKey) ? t(labelKey) : '';
  const invalid = !token || topic.isError || optOut.isError;

  return (
    <Container size="sm" w="100%" py="xl">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <IconMailOff size={28} aria-hidden color="var(--mantine-color-sankofa-7)" />
            <Title order={1} fz="h2">
              {t('optOut.title')}
            </Title>
          </Group>
          {invalid ? (
            <FormFailure w="100%" message={t('optOut.invalid')} />
          ) : optOut.isSuccess ? (
            <DoneNotice w="100%">{t('optOut.done', { topic: label })}</DoneNotice>
          ) : topic.isPending ? (
            <Loader size="sm" aria-label={t('optOut.title')} />
          ) : (
            <>
              <Text fw={600}>{t('optOut.question', { topic: label })}</Text>
              <Note>{t('optOut.explain')}</Note>
              <Button loading={optOut.isPending} onClick={() => optOut.mutate(token)}>
                {t('optOut.confirm')}
              </Button>
            </>
          )}
          <Group gap="lg">
            <Anchor component={Link} to="/settings/notifications" size="sm">
              {t('optOut.preferences')}
            </Anchor>
            <Anchor component={Link} to="/" size="sm" c="dimmed">
              {t('optOut.home')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
