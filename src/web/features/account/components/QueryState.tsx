import { Group, Loader } from '@mantine/core';
import { QueryFailure } from '../../../components/QueryFailure';
import { useTranslation } from '../../../lib/i18n';

/**
 * A section's loading spinner, or its error with a retry. `isCompact`: a tighter spinner and no icon
 * on the error, for a section inside a card's page.
 */
export function QueryState({
  error,
  onRetry,
  isCompact = false,
}: {
  error: unknown;
  onRetry: () => void;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Group justify="center" py={isCompact ? 'md' : 'xl'} role="status" aria-label={t('common.loading')}>
        <Loader size="sm" aria-hidden />
      </Group>
    );
  }
  return <QueryFailure error={error} onRetry={onRetry} hasIcon={!isCompact} />;
}
