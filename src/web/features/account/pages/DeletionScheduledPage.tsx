import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Note } from '../../../components/Note';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/**
 * `/account-deleted?due=…` (issue 22 §5): where a member lands, signed out, once the deletion of their
 * account is scheduled; signing in again before the date cancels it.
 */
export function DeletionScheduledPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('account.deleted.title'));
  const [params] = useSearchParams();
  const due = params.get('due');
  const date = due && !Number.isNaN(Date.parse(due)) ? formatLongDate(due, language) : null;
  return (
    <Container size="sm" w="100%" py={{ base: 32, md: 64 }}>
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" align="flex-start">
          <IconCalendarX size={36} stroke={1.5} aria-hidden color="var(--mantine-color-red-7)" />
          <Title order={1} fz="h2">
            {t('account.deleted.title')}
          </Title>
          <Text>{date ? t('account.data.deleted', { date }) : t('account.deleted.noDate')}</Text>
          <Note>{t('account.deleted.mail')}</Note>
          <Button component={Link} to="/?auth=login">
            {t('account.deleted.signIn')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
