import { MissingState } from '../../../components/MissingState';
import { errorMessageKey, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

/** 'Événement introuvable.' (002 §8) with the way back to the list. */
export function EventMissing({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <MissingState
      title={t('events.notFound')}
      message={message ?? t('events.notFoundBody')}
      back={{ to: '/events', label: t('events.back') }}
    />
  );
}

/** An event that could not be read: unknown (or a malformed id), else the failure's text. */
export function EventReadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return isMissing(error) ? <EventMissing /> : <EventMissing message={t(errorMessageKey(error))} />;
}
