import { Button, Tabs, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { eventLimits } from '../../../../common/contracts/events';
import card from '../../../components/directory/DirectoryCard.module.css';
import { DirectoryFilterBar, DirectoryLayout } from '../../../components/directory/DirectoryFilters';
import { DirectoryHeader } from '../../../components/directory/DirectoryHeader';
import { DirectoryResults } from '../../../components/directory/DirectoryResults';
import { useDirectoryFilters } from '../../../components/directory/use-directory-filters';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useEvents } from '../api/list-events';
import { EventCard } from '../components/EventCard';
import * as codec from '../utils/filters';

const textFields = ['q', 'location'] as const;

/**
 * `/events` (002 §2 "Events"): upcoming events the next first (past ones under their own tab), 12 a
 * page; keyword, location and date-from filters held in the URL and applied by the server. 'Nouvel
 * événement' only for members.
 */
export function EventsPage() {
  const { t } = useTranslation();
  usePageTitle(t('events.title'));
  const { filters, update, setPage, typed, clear } = useDirectoryFilters(codec, textFields);
  const events = useEvents(filters);
  const isMember = Boolean(useSession().data?.user);
  const emptyKey = codec.hasFilters(filters)
    ? 'events.emptyFiltered'
    : filters.when === 'past'
      ? 'events.emptyPast'
      : 'events.empty';

  return (
    <DirectoryLayout>
      <DirectoryHeader
        title={t('events.title')}
        breadcrumb={t('events.breadcrumb')}
        intro={t('events.intro')}
        help={{ to: '/page/events', label: t('events.help') }}
        actions={
          isMember && (
            <Button
              component={Link}
              to="/events/new"
              leftSection={<IconPlus size={16} stroke={2} aria-hidden />}
            >
              {t('events.new')}
            </Button>
          )
        }
      />

      <Tabs
        value={filters.when}
        onChange={(value) => update({ when: value === 'past' ? 'past' : 'upcoming' })}
      >
        <Tabs.List aria-label={t('events.tabs.label')}>
          <Tabs.Tab value="upcoming">{t('events.tabs.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('events.tabs.past')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      <DirectoryFilterBar
        prefix="events"
        search={{ field: typed('q'), maxLength: eventLimits.queryMax }}
        onClear={
          codec.hasFilters(filters) ? () => clear(filters.when === 'past' ? { when: 'past' } : {}) : undefined
        }
      >
        <TextInput
          label={t('events.filters.location')}
          placeholder={t('events.filters.locationPlaceholder')}
          flex="1 1 190px"
          maxLength={eventLimits.queryMax}
          {...typed('location')}
        />
        <TextInput
          label={t('events.filters.from')}
          type="date"
          flex="0 1 180px"
          value={filters.from}
          onChange={(event) => update({ from: event.currentTarget.value })}
        />
      </DirectoryFilterBar>

      <DirectoryResults
        query={events}
        prefix="events"
        empty={t(emptyKey)}
        gridClassName={card.grid}
        skeleton={{ height: 320, picture: 'none' }}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} />}
        onPage={setPage}
      />
    </DirectoryLayout>
  );
}
