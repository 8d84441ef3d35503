import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBell, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { jobSearchQueryString } from '../../../../common/contracts/job-offers';
import { Note } from '../../../components/Note';
import { PageFrame } from '../../../components/PageFrame';
import { QueryFailure } from '../../../components/QueryFailure';
import { SectionLoader } from '../../../components/SectionLoader';
import { errorMessageKey } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useDeleteJobAlert, useJobAlerts } from '../api/alerts';

/** `/emplois/alertes` (members): the saved searches, each with its offers and a delete button. */
export function JobAlertsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('jobOffers.alerts.listTitle'));
  const alerts = useJobAlerts();
  const remove = useDeleteJobAlert();

  return (
    <PageFrame
      crumbs={[
        { label: t('jobOffers.breadcrumb'), to: '/emplois' },
        { label: t('jobOffers.alerts.listTitle') },
      ]}
    >
      <Stack gap={4}>
        <Title order={1}>{t('jobOffers.alerts.listTitle')}</Title>
        <Note>{t('jobOffers.alerts.listIntro')}</Note>
      </Stack>
      {alerts.isPending ? (
        <SectionLoader py="xl" label={t('jobOffers.loading')} />
      ) : alerts.isError ? (
        <QueryFailure error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : alerts.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('jobOffers.alerts.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {alerts.data.items.map((alert) => {
            const words = [alert.q, alert.type, alert.location, alert.company].filter(Boolean).join(' · ');
            return (
              <Card key={alert.id} withBorder radius="md" padding="md" component="li">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <IconBell size={20} stroke={1.8} aria-hidden color="var(--mantine-color-sankofa-7)" />
                    <Stack gap={2} miw={0}>
                      <Text fw={600}>{words || t('jobOffers.alerts.all')}</Text>
                      <Text size="xs" c="dimmed">
                        {t('jobOffers.alerts.created', { date: formatLongDate(alert.createdAt, language) })}
                      </Text>
                    </Stack>
                  </Group>
                  <Group gap="xs">
                    <Button
                      component={Link}
                      to={`/emplois${jobSearchQueryString(alert)}`}
                      variant="default"
                      size="xs"
                      leftSection={<IconSearch size={14} aria-hidden />}
                    >
                      {t('jobOffers.alerts.open')}
                    </Button>
                    <Button
                      color="red"
                      variant="light"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      loading={remove.isPending && remove.variables === alert.id}
                      aria-label={`${t('jobOffers.alerts.delete')} : ${words || t('jobOffers.alerts.all')}`}
                      onClick={() =>
                        remove.mutate(alert.id, {
                          onSuccess: () => notify({ color: 'teal', message: t('jobOffers.alerts.deleted') }),
                          onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
                        })
                      }
                    >
                      {t('jobOffers.alerts.delete')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <Anchor component={Link} to="/emplois" size="sm">
        {t('jobOffers.alerts.backToJobs')}
      </Anchor>
    </PageFrame>
  );
}
