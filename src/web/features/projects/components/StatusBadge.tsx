import { Badge } from '@mantine/core';
import type { ProjectStatus } from '../../../../common/contracts/projects';
import { useTranslation } from '../../../lib/i18n';

const colors: Record<ProjectStatus, string> = { published: 'teal', draft: 'gray', archived: 'yellow' };

/** Publié (green dot), Brouillon (grey), Archivé (yellow): dark text, so it reads on any background. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="dot" radius="sm">
      {t(`projects.status.${status}`)}
    </Badge>
  );
}
