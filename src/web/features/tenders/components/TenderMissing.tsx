import { MissingState } from '../../../components/MissingState';
import { useTranslation } from '../../../lib/i18n';

/** The error view of the tender screens (002 §2): the message and the way back to the list. */
export function TenderMissing({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <MissingState
      title={title}
      message={message}
      back={{ to: '/appels-offres', label: t('tenders.backToList') }}
    />
  );
}
