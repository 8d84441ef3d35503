import { Group, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** A section's small spinner, announced as loading, while its data is on its way. */
export function SectionLoader({ py }: { py: 'md' | 'xl' }) {
  const { t } = useTranslation();
  return (
    <Group justify="center" py={py} role="status" aria-label={t('common.loading')}>
      <Loader size="sm" aria-hidden />
    </Group>
  );
}
