import { Badge } from '@mantine/core';
import type { EventType } from '../../../../common/contracts/events';
import { useTranslation } from '../../../lib/i18n';

const colors: Record<EventType, string> = { presentiel: 'sankofa', en_ligne: 'indigo', hybride: 'grape' };

/** Présentiel, En ligne or Hybride (002 §9). */
export function TypeBadge({ type }: { type: EventType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={colors[type]} radius="sm">
      {t(`events.types.${type}`)}
    </Badge>
  );
}
