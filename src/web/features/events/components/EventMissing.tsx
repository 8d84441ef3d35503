import { MissingState } from '../../../components/MissingState';
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
