import {
  Alert,
  Button,
  Collapse,
  Container,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  entityTypes,
  listedStatuses,
  tenderLimits,
  tenderSectors,
  tenderStatuses,
} from '../../../../common/contracts/tenders';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { useAuthDialog } from '../../auth';
import { useListTenders } from '../api/list-tenders';
import { TenderCard } from '../components/TenderCard';
import classes from '../components/TenderCard.module.css';
import { hasFilters, readFilters, type TenderFilters, toSearchParams } from '../utils/filters';

const typingDelayMs = 350;

/**
 * `/appels-offres` (002 §2): published tenders by default, 12 a page, newest first; a search box and,
 * behind the filter toggle, sector, entity type, location and status, all held in the URL and applied
 * by the server. Members also see their own tenders, drafts included ('Mes appels d'offres').
 */
export function TendersPage() {
  const { t } = useTranslation();
  usePageTitle(t('tenders.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState({ q: filters.q, location: filters.location });
  const [isFiltering, setFiltering] = useState(
    Boolean(filters.secteur || filters.typeEntite || filters.location) ||
      filters.statut !== (filters.mine ? 'tous' : 'publie'),
  );
  const tenders = useListTenders(filters);
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const authDialog = useAuthDialog();

  const update = (patch: Partial<TenderFilters>) => {
    setParams(toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitText = useTypingCommit((patch: Partial<TenderFilters>) => update(patch), typingDelayMs);
  const typed = (field: 'q' | 'location') => ({
    value: text[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setText((current) => ({ ...current, [field]: value }));
      commitText({ [field]: value });
    },
    maxLength: tenderLimits.queryMax,
  });
  const statuses = filters.mine ? tenderStatuses : listedStatuses;
  const showView = (mine: boolean) => {
    setText({ q: '', location: '' });
    setParams(mine ? new URLSearchParams({ mine: '1' }) : new URLSearchParams());
  };
  const data = tenders.data;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('tenders.breadcrumb') }]} />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('tenders.title')}</Title>
            <Text c="dimmed" size="sm" maw={620}>
              {t('tenders.intro')}
            </Text>
          </Stack>
          {isMember ? (
            <Button
              component={Link}
              to="/appels-offres/nouveau"
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('tenders.create')}
            </Button>
          ) : (
            <Button
              onClick={() => authDialog.open('login', { redirect: '/appels-offres/nouveau' })}
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('tenders.create')}
            </Button>
          )}
        </Group>

        {isMember && (
          <SegmentedControl
            value={filters.mine ? 'mine' : 'all'}
            onChange={(value) => showView(value === 'mine')}
            data={[
              { value: 'all', label: t('tenders.all') },
              { value: 'mine', label: t('tenders.mine') },
            ]}
            fullWidth
            w={{ base: '100%', sm: 'fit-content' }}
            styles={{ label: { whiteSpace: 'normal' } }}
          />
        )}

        <Stack gap="sm" role="search">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('tenders.filters.q')}
              placeholder={t('tenders.filters.qPlaceholder')}
              leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
              type="search"
              flex="1 1 280px"
              {...typed('q')}
            />
            <Button
              variant={isFiltering ? 'light' : 'default'}
              onClick={() => setFiltering((open) => !open)}
              aria-expanded={isFiltering}
              aria-controls="tender-filters"
              leftSection={<IconAdjustmentsHorizontal size={16} stroke={1.8} aria-hidden />}
            >
              {t('tenders.filters.toggle')}
            </Button>
            {hasFilters(filters) && (
              <Button variant="subtle" onClick={() => showView(filters.mine)}>
                {t('tenders.filters.clear')}
              </Button>
            )}
          </Group>
          <Collapse expanded={isFiltering} id="tender-filters">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Select
                label={t('tenders.filters.sector')}
                placeholder={t('tenders.filters.allSectors')}
                data={tenderSectors.map((value) => ({ value, label: t(`tenders.sectors.${value}`) }))}
                value={filters.secteur || null}
                onChange={(value) => update({ secteur: (value ?? '') as TenderFilters['secteur'] })}
                searchable
                clearable
              />
              <Select
                label={t('tenders.filters.entity')}
                placeholder={t('tenders.filters.allEntities')}
                data={entityTypes.map((value) => ({ value, label: t(`tenders.entities.${value}`) }))}
                value={filters.typeEntite || null}
                onChange={(value) => update({ typeEntite: (value ?? '') as TenderFilters['typeEntite'] })}
                clearable
              />
              <TextInput
                label={t('tenders.filters.location')}
                placeholder={t('tenders.filters.locationPlaceholder')}
                {...typed('location')}
              />
              <Select
                label={t('tenders.filters.status')}
                data={[
                  { value: 'tous', label: t('tenders.filters.allStatuses') },
                  ...statuses.map((value) => ({ value, label: t(`tenders.statuses.${value}`) })),
                ]}
                value={filters.statut}
                onChange={(value) => update({ statut: (value ?? 'publie') as TenderFilters['statut'] })}
                allowDeselect={false}
              />
            </SimpleGrid>
          </Collapse>
        </Stack>

        {tenders.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('tenders.loading')} />
          </Group>
        ) : tenders.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('tenders.loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void tenders.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {hasFilters(filters)
              ? t('tenders.empty')
              : filters.mine
                ? t('tenders.emptyMine')
                : t('tenders.emptyAll')}
          </Text>
        ) : (
          data && (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.totalCapped
                  ? t('tenders.resultsCapped', { count: data.total })
                  : t('tenders.results', { count: data.total })}
              </Text>
              <ul className={classes.grid} aria-busy={tenders.isPlaceholderData}>
                {data.items.map((tender) => (
                  <li key={tender.id}>
                    <TenderCard tender={tender} />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 && (
                <Group justify="center">
                  <Pagination
                    total={data.totalPages}
                    value={data.page}
                    onChange={(page) => {
                      update({ page });
                      window.scrollTo({ top: 0 });
                    }}
                    siblings={1}
                    boundaries={1}
                    getItemProps={(page) => ({ 'aria-label': t('tenders.pageLabel', { page }) })}
                    getControlProps={(control) =>
                      control === 'previous' || control === 'next'
                        ? { 'aria-label': t(`tenders.${control}Page`) }
                        : {}
                    }
                  />
                </Group>
              )}
            </Stack>
          )
        )}
      </Stack>
    </Container>
  );
}
