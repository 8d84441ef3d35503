import { Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type EventCard as EventCardData, eventPath } from '../../../../common/contracts/events';
import { CardCover } from '../../../components/directory/CardCover';
import { CardFact } from '../../../components/directory/CardFact';
import card from '../../../components/directory/DirectoryCard.module.css';
import { useTranslation } from '../../../lib/i18n';
import { dayBlock, eventWhen } from '../utils/when';
import { EventBadges } from './EventBadges';
import classes from './EventCard.module.css';

/** An event of the grid: cover, date, title (the link), type, place, seats and 'Complet'. */
export function EventCard({ event }: { event: EventCardData }) {
  const { t, language } = useTranslation();
  const { day, month } = dayBlock(event.startDate, language);
  return (
    <Card withBorder radius="md" padding={0} className={classes.card} component="article">
      <CardCover
        url={event.coverImageUrl}
        className={classes.cover}
        placeholderClassName={classes.coverPlaceholder}
      />
      <Stack gap="sm" p="md" flex={1}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <div className={classes.dateBlock} aria-hidden>
            <div className={classes.day}>{day}</div>
            <div className={classes.month}>{month}</div>
          </div>
          <Stack gap={2} miw={0}>
            <Text
              component={Link}
              to={eventPath(event.id)}
              fw={700}
              lh={1.3}
              className={`${card.title} ${classes.title}`}
            >
              {event.title}
            </Text>
            <Text size="xs" c="dimmed">
              {eventWhen(event.startDate, event.endDate, language)}
            </Text>
          </Stack>
        </Group>
        <EventBadges event={event} categoryMax={2} />
        <Group gap={4} wrap="nowrap" c="dimmed" mt="auto">
          <IconMapPin size={14} stroke={1.8} aria-hidden />
          <Text size="sm" c="dimmed" truncate>
            {event.location}
          </Text>
        </Group>
        <CardFact icon={IconUsers} gap={4}>
          {event.capacity === null
            ? t('events.card.participants', { count: event.participantCount })
            : t('events.card.seats', { count: event.participantCount, capacity: event.capacity })}
        </CardFact>
      </Stack>
    </Card>
  );
}
