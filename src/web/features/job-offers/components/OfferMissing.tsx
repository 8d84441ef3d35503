import { MissingState } from '../../../components/MissingState';
import { useTranslation } from '../../../lib/i18n';

/** The error view of the offer screens (002 §2): the message and the way back to the offers. */
export function OfferMissing({
  title,
  message,
  withBack = false,
}: {
  title: string;
  message: string;
  withBack?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <MissingState
      title={title}
      message={message}
      back={{ to: '/emplois', label: t('jobOffers.detail.back') }}
      historyBackLabel={withBack ? t('jobOffers.edit.back') : undefined}
    />
  );
}
