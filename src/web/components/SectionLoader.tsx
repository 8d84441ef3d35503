import { Group, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * A section's small spinner, announced as loading (`label`, else 'Chargement…'), while its data is on
 * its way.
 */
export function SectionLoader({ py, label }: { py: 'md' | 'xl'; label?: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="center" py={py} role="status" aria-label={label ?? t('common.loading')}>
      <Loader size="sm" aria-hidden />
    </Group>
  );
}
