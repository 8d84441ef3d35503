import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { eventPath } from '../../../../common/contracts/events';
import card from '../../../components/directory/DirectoryCard.module.css';
import { Note } from '../../../components/Note';
import { SidebarBlock } from '../../../components/SidebarBlock';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUpcomingEvents } from '../api/upcoming-events';
import { dayBlock } from '../utils/when';
import classes from './EventCard.module.css';

/**
 * The feed's events block (002 §2 Feed, §7, §9): the next 3 events not started yet, from the database
 * only (plan 002 X8: no invented fallback); an error says so with a retry.
 */
export default function UpcomingEventsCard() {
  const { t, language } = useTranslation();
  const upcoming = useUpcomingEvents();
  const isMember = Boolean(useSession().data?.user);

  return (
    <SidebarBlock
      icon={<IconCalendarEvent size={18} stroke={1.8} aria-hidden />}
      title={t('feed.eventsBlock.title')}
    >
      {upcoming.isPending ? (
        <Stack gap="xs" mt="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      ) : upcoming.isError ? (
        <Stack gap="xs" mt="sm" align="flex-start">
          <Note>{t('feed.eventsBlock.loadError')}</Note>
          <Button size="xs" variant="default" onClick={() => void upcoming.refetch()}>
            {t('feed.eventsBlock.retry')}
          </Button>
        </Stack>
      ) : upcoming.data.items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('feed.eventsBlock.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {upcoming.data.items.map((event) => {
            const { day, month } = dayBlock(event.startDate, language);
            return (
              <Group component="li" key={event.id} gap="sm" wrap="nowrap" align="flex-start">
                <div className={classes.dateBlock} aria-hidden>
                  <div className={classes.day}>{day}</div>
                  <div className={classes.month}>{month}</div>
                </div>
                <Stack gap={0} miw={0}>
                  <Text
                    component={Link}
                    to={eventPath(event.id)}
                    size="sm"
                    fw={600}
                    className={`${card.title} ${classes.title}`}
                    lineClamp={2}
                  >
                    {event.title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {event.location}
                  </Text>
                </Stack>
              </Group>
            );
          })}
        </Stack>
      )}
      <Group gap="md" mt="sm">
        <Anchor component={Link} to="/events" size="sm" fw={600}>
          {t('feed.eventsBlock.all')}
        </Anchor>
        {isMember && (
          <Anchor component={Link} to="/events/create" size="sm">
            {t('feed.eventsBlock.create')}
          </Anchor>
        )}
      </Group>
    </SidebarBlock>
  );
}
