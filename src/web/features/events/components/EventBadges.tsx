import { Badge, Group } from '@mantine/core';
import type { EventType } from '../../../../common/contracts/events';
import { useTranslation } from '../../../lib/i18n';
import { TypeBadge } from './TypeBadge';

interface EventBadgesProps {
  event: { type: EventType; categories: readonly { id: string; name: string }[]; isFull: boolean };
  /** How many categories show (a card shows the first two); all of them when absent. */
  categoryMax?: number;
}

/** An event's badges (002 §9): its type, its categories, and 'Complet' once every seat is taken. */
export function EventBadges({ event, categoryMax }: EventBadgesProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <TypeBadge type={event.type} />
      {event.categories.slice(0, categoryMax).map((category) => (
        <Badge key={category.id} variant="light" color="gray" radius="sm">
          {category.name}
        </Badge>
      ))}
      {event.isFull && (
        <Badge color="red" variant="filled" radius="sm">
          {t('events.card.full')}
        </Badge>
      )}
    </Group>
  );
}
