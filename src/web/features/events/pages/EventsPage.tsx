import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHelpCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { eventLimits } from '../../../../common/contracts/events';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { NumberedPagination } from '../../../components/NumberedPagination';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useTypingCommit } from '../../../lib/use-typing-commit';
import { useEvents } from '../api/list-events';
import { EventCard } from '../components/EventCard';
import classes from '../components/EventCard.module.css';
import { type EventFilters, hasFilters, readFilters, toSearchParams } from '../utils/filters';

const typingDelayMs = 350;

/**
 * `/events` (002 §2 "Events"): upcoming events the next first (past ones under their own tab), 12 a
 * page; keyword, location and date-from filters held in the URL and applied by the server. 'Nouvel
 * événement' only for members.
 */
export function EventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('events.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const [text, setText] = useState({ q: filters.q, location: filters.location });
  const events = useEvents(filters);
  const isMember = Boolean(useSession().data?.user);

  const update = (patch: Partial<EventFilters>) => {
    setParams(toSearchParams({ ...filters, page: 1, ...patch }), { replace: !('page' in patch) });
  };
  const commitText = useTypingCommit((patch: Partial<EventFilters>) => update(patch), typingDelayMs);
  const typed = (field: 'q' | 'location') => ({
    value: text[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setText((current) => ({ ...current, [field]: value }));
      commitText({ [field]: value });
    },
    maxLength: eventLimits.queryMax,
  });
  const data = events.data;
  const emptyKey = hasFilters(filters)
    ? 'events.emptyFiltered'
    : filters.when === 'past'
      ? 'events.emptyPast'
      : 'events.empty';

  return (
    <Container size="lg" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs items={[{ label: t('events.breadcrumb') }]} />
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{t('events.title')}</Title>
            <Text c="dimmed" size="sm" maw={620}>
              {t('events.intro')}
            </Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} to="/page/events" size="sm">
              <Group gap={4} component="span">
                <IconHelpCircle size={16} stroke={1.8} aria-hidden />
                {t('events.help')}
              </Group>
            </Anchor>
            {isMember && (
              <Button
                component={Link}
                to="/events/new"
                leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
              >
                {t('events.new')}
              </Button>
            )}
          </Group>
        </Group>

        <Tabs
          value={filters.when}
          onChange={(value) => update({ when: value === 'past' ? 'past' : 'upcoming' })}
        >
          <Tabs.List aria-label={t('events.tabs.label')}>
            <Tabs.Tab value="upcoming">{t('events.tabs.upcoming')}</Tabs.Tab>
            <Tabs.Tab value="past">{t('events.tabs.past')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>

        <Group gap="sm" align="flex-end" wrap="wrap" role="search">
          <TextInput
            label={t('events.filters.q')}
            placeholder={t('events.filters.qPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            type="search"
            flex="2 1 240px"
            {...typed('q')}
          />
          <TextInput
            label={t('events.filters.location')}
            placeholder={t('events.filters.locationPlaceholder')}
            flex="1 1 190px"
            {...typed('location')}
          />
          <TextInput
            label={t('events.filters.from')}
            type="date"
            flex="0 1 180px"
            value={filters.from}
            onChange={(event) => update({ from: event.currentTarget.value })}
          />
          {hasFilters(filters) && (
            <Button
              variant="subtle"
              onClick={() => {
                setText({ q: '', location: '' });
                setParams(toSearchParams({ q: '', location: '', from: '', when: filters.when, page: 1 }));
              }}
            >
              {t('events.filters.clear')}
            </Button>
          )}
        </Group>

        {events.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t('events.loading')} />
          </Group>
        ) : events.isError ? (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('events.loadError')}</Text>
              <Button size="xs" variant="default" onClick={() => void events.refetch()}>
                {t('common.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t(emptyKey)}
          </Text>
        ) : (
          data && (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {data.totalCapped
                  ? t('events.resultsCapped', { count: data.total })
                  : t('events.results', { count: data.total })}
              </Text>
              <ul className={classes.grid} aria-busy={events.isPlaceholderData}>
                {data.items.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
              {data.totalPages > 1 && (
                <NumberedPagination
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  totalCapped={data.totalCapped}
                  onChange={(page) => {
                    update({ page });
                    window.scrollTo({ top: 0 });
                  }}
                />
              )}
            </Stack>
          )
        )}
      </Stack>
    </Container>
  );
}
