import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** A spinner that screen readers announce as "Chargement…". */
export function Loading({ py = 'xl' }: { py?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center py={py} role="status">
      <Loader size="md" aria-hidden />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
