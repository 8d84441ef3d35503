import { Badge, Group } from '@mantine/core';
import { isExpired, type TenderStatus } from '../../../../common/contracts/tenders';
import { useTranslation } from '../../../lib/i18n';

/** 002 §4: Brouillon grey, Publié green, Archivé yellow, Terminé red. */
const statusColor: Record<TenderStatus, string> = {
  brouillon: 'gray',
  publie: 'teal',
  archive: 'yellow',
  termine: 'red',
};

interface StatusBadgesProps {
  statut: TenderStatus;
  deadline: string;
  size?: 'sm' | 'md' | 'lg';
}

/** The status badge, and 'Expiré' whenever the deadline has passed, whatever the status (002 §4). */
export function StatusBadges({ statut, deadline, size = 'md' }: StatusBadgesProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="span">
      <Badge color={statusColor[statut]} variant="dot" radius="sm" size={size}>
        {t(`tenders.statuses.${statut}`)}
      </Badge>
      {isExpired(deadline) && (
        <Badge color="red" variant="outline" radius="sm" size={size} c="red.9">
          {t('tenders.expired')}
        </Badge>
      )}
    </Group>
  );
}
