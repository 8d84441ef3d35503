import { IconCalendar } from '@tabler/icons-react';
import { CardFact } from '../../../components/directory/CardFact';
import { useTranslation } from '../../../lib/i18n';
import { dayLabel } from '../utils/filters';

/** 'Du 1 mars 2026 au 31 décembre 2026', or 'À partir du …'; nothing without a start. */
export function ProjectDates({ startDate, endDate }: { startDate: string | null; endDate: string | null }) {
  const { t, language } = useTranslation();
  if (!startDate) return null;
  const start = dayLabel(startDate, language);
  return (
    <CardFact icon={IconCalendar} gap={4}>
      {endDate
        ? t('projects.card.between', { start, end: dayLabel(endDate, language) })
        : t('projects.card.from', { start })}
    </CardFact>
  );
}
