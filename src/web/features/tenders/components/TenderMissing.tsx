import { ErrorState } from '../../../components/ErrorState';
import { areaMissingState } from '../../../components/MissingState';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** The error view of the tender screens (002 §2): the message and the way back to the list. */
export const TenderMissing = areaMissingState({ to: '/appels-offres', labelKey: 'tenders.backToList' });

/**
 * A tender that could not be read (its page, its form): an id that is not one, a tender that does not
 * exist (or is not the reader's to see), else the failure with Retry.
 */
export function TenderReadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isApiError(error) && error.code === 'validation_failed') {
    return <TenderMissing title={t('tenders.invalidId')} message={t('tenders.notFoundText')} />;
  }
  if (isApiError(error) && error.code === 'not_found') {
    return <TenderMissing title={t('tenders.notFound')} message={t('tenders.notFoundText')} />;
  }
  return <ErrorState messageKey="tenders.loadOneError" onRetry={onRetry} />;
}
