import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { jobOfferPath } from '../../../../common/contracts/job-offers';
import card from '../../../components/directory/DirectoryCard.module.css';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { PageFrame } from '../../../components/PageFrame';
import { QueryFailure } from '../../../components/QueryFailure';
import { SectionLoader } from '../../../components/SectionLoader';
import { formatLongDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useMyOffers } from '../api/my-offers';
import { DeleteOfferDialog } from '../components/DeleteOfferDialog';
import { JobCard } from '../components/JobCard';

/** `/emplois/mes-offres` (002 §2): the member's own offers, every state, with Voir, Modifier, Supprimer. */
export function MyJobsPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('jobOffers.mineTitle'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const offers = useMyOffers(page);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const data = offers.data;

  return (
    <PageFrame
      size="lg"
      crumbs={[{ label: t('jobOffers.breadcrumb'), to: '/emplois' }, { label: t('jobOffers.mineTitle') }]}
      outside={
        <DeleteOfferDialog
          offer={deleting}
          messageKey="jobOffers.mineConfirm"
          onClose={() => setDeleting(null)}
        />
      }
    >
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('jobOffers.mineTitle')}</Title>
        <Button
          component={Link}
          to="/emplois/new"
          leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
        >
          {t('jobOffers.post')}
        </Button>
      </Group>
      {offers.isPending ? (
        <SectionLoader py="xl" label={t('jobOffers.loading')} />
      ) : offers.isError ? (
        <QueryFailure message={t('jobOffers.loadError')} onRetry={() => void offers.refetch()} />
      ) : data && data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('jobOffers.mineEmpty')}
        </Text>
      ) : (
        data && (
          <Stack gap="md">
            <ul className={card.grid}>
              {data.items.map((offer) => (
                <li key={offer.id}>
                  <JobCard
                    offer={offer}
                    meta={
                      <Text size="xs" c="dimmed">
                        {t('jobOffers.mineCreatedOn', { date: formatLongDate(offer.createdAt, language) })}
                      </Text>
                    }
                    actions={
                      <Group gap="xs" grow preventGrowOverflow={false}>
                        <Button
                          component={Link}
                          to={jobOfferPath(offer.id)}
                          size="xs"
                          variant="default"
                          aria-label={`${t('jobOffers.mineView')} : ${offer.title}`}
                        >
                          {t('jobOffers.mineView')}
                        </Button>
                        <Button
                          component={Link}
                          to={`/emplois/edit/${offer.id}`}
                          size="xs"
                          variant="default"
                          aria-label={`${t('jobOffers.mineEdit')} : ${offer.title}`}
                        >
                          {t('jobOffers.mineEdit')}
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setDeleting({ id: offer.id, title: offer.title })}
                          aria-label={`${t('jobOffers.mineDelete')} : ${offer.title}`}
                        >
                          {t('jobOffers.mineDelete')}
                        </Button>
                      </Group>
                    }
                  />
                </li>
              ))}
            </ul>
            <NumberedPagination
              of={data}
              scrollToTop
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </Stack>
        )
      )}
    </PageFrame>
  );
}
