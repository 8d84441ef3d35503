import { MissingState } from '../../../components/MissingState';
import { useTranslation } from '../../../lib/i18n';

/** The error panel of the company screens (002 §2): the message and the way back to the directory. */
export function CompanyMissing({
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
      back={{ to: '/entreprises', label: t('companies.form.backToDirectory') }}
      historyBackLabel={withBack ? t('companies.form.back') : undefined}
    />
  );
}
