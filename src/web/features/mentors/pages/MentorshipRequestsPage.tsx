import { Anchor, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { PageFrame } from '../../../components/PageFrame';
import { QueryFailure } from '../../../components/QueryFailure';
import { SectionLoader } from '../../../components/SectionLoader';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useMyMentor } from '../api/mentors';
import { useMentorshipRequests } from '../api/requests';
import { MentorshipRequestCard, type Side } from '../components/MentorshipRequestCard';

/**
 * `/mentors/demandes` (plan 002 B1 FLAW 5), members only: the requests received as a mentor (accept,
 * decline, end) and those sent as a mentee (withdraw, end, review), newest first.
 */
export function MentorshipRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('mentors.requests.title'));
  const [params, setParams] = useSearchParams();
  const side: Side = params.get('as') === 'mentee' ? 'mentee' : 'mentor';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requests = useMentorshipRequests(side, page);
  const mine = useMyMentor();
  const data = requests.data;

  const setSide = (value: string | null) => {
    const next = new URLSearchParams();
    if (value === 'mentee') next.set('as', 'mentee');
    setParams(next, { replace: true });
  };

  return (
    <PageFrame
      crumbs={[{ label: t('mentors.breadcrumb'), to: '/mentors' }, { label: t('mentors.requests.title') }]}
    >
      <Title order={1}>{t('mentors.requests.title')}</Title>
      <Tabs value={side} onChange={setSide}>
        <Tabs.List>
          <Tabs.Tab value="mentor">{t('mentors.requests.received')}</Tabs.Tab>
          <Tabs.Tab value="mentee">{t('mentors.requests.sent')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {requests.isPending ? (
        <SectionLoader py="xl" label={t('mentors.loading')} />
      ) : requests.isError ? (
        <QueryFailure message={t('mentors.requests.loadError')} onRetry={() => void requests.refetch()} />
      ) : data && data.items.length === 0 ? (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed" ta="center">
            {side === 'mentee' ? t('mentors.requests.emptySent') : t('mentors.requests.emptyReceived')}
          </Text>
          <Button component={Link} to="/mentors" variant="default">
            {t('mentors.requests.findMentor')}
          </Button>
        </Stack>
      ) : (
        data && (
          <Stack gap="md">
            {data.pendingCount > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('mentors.requests.pendingCount', { count: data.pendingCount })}
              </Text>
            )}
            {data.items.map((request) => (
              <MentorshipRequestCard key={request.id} request={request} side={side} />
            ))}
            {data.totalPages > 1 && (
              <NumberedPagination
                of={data}
                onChange={(next) => {
                  const copy = new URLSearchParams(params);
                  copy.set('page', String(next));
                  setParams(copy);
                }}
              />
            )}
          </Stack>
        )
      )}
      {side === 'mentor' && data && data.total === 0 && mine.data && !mine.data.mentor?.active && (
        <Text size="sm" c="dimmed" ta="center">
          <Anchor component={Link} to="/mentors/become">
            {t('mentors.requests.notMentor')}
          </Anchor>
        </Text>
      )}
    </PageFrame>
  );
}
