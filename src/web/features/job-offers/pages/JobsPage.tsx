import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconBell,
  IconBellPlus,
  IconBriefcase,
  IconHelpCircle,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { jobOfferLimits, jobTypes } from '../../../../common/contracts/job-offers';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { useAuthDialog } from '../../auth';
import { useCreateJobAlert } from '../api/alerts';
import { useListOffers } from '../api/list-offers';
import { JobCard } from '../components/JobCard';
import classes from '../components/JobCard.module.css';
import { hasFilters, type JobOfferFilters, readFilters, toSearchParams } from '../utils/filters';

const typingDelayMs = 350;

/**
 * `/emplois` (002 §2 "Job offers"): live offers, 12 a page, newest first; text, type, place and company
 * filters held in the URL and applied by the server. 'Déposer une offre' opens the login dialog for a
 * visitor.
 */
export function JobsPage() {
  const { t } = useTranslation();
  usePageTitle(t('jobOffers.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState({ q: filters.q, location: filters.location, company: filters.company });
  const offers = useListOffers(filters);
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const authDialog = useAuthDialog();
  const createAlert = useCreateJobAlert();
  const saveSearch = () => {
    if (!isMember) {
      authDialog.open('login', { redirect: `/emplois?${toSearchParams(filters).toString()}` });
      return;
    }
    createAlert.mutate(
      { q: filters.q, type: filters.type || undefined, location: filters.location, company: filters.company },
      {
        onSuccess: () => notify({ color: 'teal', message: t('jobOffers.alerts.saved') }),
        onError: (error) => notify({ color: 'red', message: t(errorMessageKey(error)) }),
      },
    );
  };

  const update = (patch: Partial<JobOfferFilters>) => {
    setParams(toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitText = useTypingCommit((patch: Partial<JobOfferFilters>) => update(patch), typingDelayMs);
  const typed = (field: 'q' | 'location' | 'company') => ({
    value: text[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setText((current) => ({ ...current, [field]: value }));
      commitText({ [field]: value });
    },
    maxLength: jobOfferLimits.queryMax,
  });

  const data = offers.data;

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('jobOffers.breadcrumb') }]} />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('jobOffers.title')}</Title>
            <Text c="dimmed" size="sm" maw={620}>
              {t('jobOffers.intro')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} to="/page/emplois" size="sm">
              <Group gap={4} component="span">
                <IconHelpCircle size={16} stroke={1.8} aria-hidden />
                {t('jobOffers.help')}
              </Group>
            </Anchor>
            {isMember && (
              <Button
                component={Link}
                to="/emplois/alertes"
                variant="default"
                leftSection={<IconBell size={16} stroke={1.8} aria-hidden />}
              >
                {t('jobOffers.alerts.listTitle')}
              </Button>
            )}
            {isMember && (
              <Button
                component={Link}
                to="/emplois/mes-offres"
                variant="default"
                leftSection={<IconBriefcase size={16} stroke={1.8} aria-hidden />}
              >
                {t('jobOffers.mine')}
              </Button>
            )}
            {isMember ? (
              <Button
                component={Link}
                to="/emplois/new"
                leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
              >
                {t('jobOffers.post')}
              </Button>
            ) : (
              <Button
                onClick={() => authDialog.open('login', { redirect: '/emplois/new' })}
                leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
              >
                {t('jobOffers.post')}
              </Button>
            )}
          </Group>
        </Group>

        <Group gap="sm" align="flex-end" wrap="wrap" role="search">
          <TextInput
            label={t('jobOffers.filters.q')}
            placeholder={t('jobOffers.filters.qPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            type="search"
            flex="2 1 240px"
            {...typed('q')}
          />
          <Select
            label={t('jobOffers.filters.type')}
            placeholder={t('jobOffers.filters.allTypes')}
            data={jobTypes.map((type) => ({ value: type, label: t(`jobOffers.types.${type}`) }))}
            value={filters.type || null}
            onChange={(value) => update({ type: (value ?? '') as JobOfferFilters['type'] })}
            clearable
            flex="1 1 170px"
          />
          <TextInput
            label={t('jobOffers.filters.location')}
            placeholder={t('jobOffers.filters.locationPlaceholder')}
            flex="1 1 190px"
            {...typed('location')}
          />
          <TextInput
            label={t('jobOffers.filters.company')}
            placeholder={t('jobOffers.filters.companyPlaceholder')}
            flex="1 1 190px"
            {...typed('company')}
          />
          <Button
            variant="light"
            onClick={saveSearch}
            loading={createAlert.isPending}
            leftSection={<IconBellPlus size={16} stroke={1.8} aria-hidden />}
            title={t('jobOffers.alerts.saveHint')}
          >
            {t('jobOffers.alerts.save')}
          </Button>
          {hasFilters(filters) && (
            <Button
              variant="subtle"
              onClick={() => {
                setText({ q: '', location: '', company: '' });
                setParams(new URLSearchParams());
              }}
            >
              {t('jobOffers.filters.clear')}
            </Button>
          )}
        </Group>

        {offers.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('jobOffers.loading')} />
          </Group>
        ) : offers.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('jobOffers.loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void offers.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {hasFilters(filters) ? t('jobOffers.empty') : t('jobOffers.emptyAll')}
          </Text>
        ) : (
          data && (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.totalCapped
                  ? t('jobOffers.resultsCapped', { count: data.total })
                  : t('jobOffers.results', { count: data.total })}
              </Text>
              <ul className={classes.grid} aria-busy={offers.isPlaceholderData}>
                {data.items.map((offer) => (
                  <li key={offer.id}>
                    <JobCard offer={offer} />
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
                    getItemProps={(page) => ({ 'aria-label': t('jobOffers.pageLabel', { page }) })}
                    getControlProps={(control) =>
                      control === 'previous' || control === 'next'
                        ? { 'aria-label': t(`jobOffers.${control}Page`) }
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
