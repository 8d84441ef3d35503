import { useNavigate } from 'react-router';
import { FormPage } from '../../../components/PageFrame';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { JobForm } from '../components/JobForm';

/** `/emplois/new` (002 §2): 'Nouvelle offre d'emploi'; back to `/emplois` once published. */
export function NewJobPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('jobOffers.form.newTitle'));
  return (
    <FormPage
      parents={[{ label: t('jobOffers.breadcrumb'), to: '/emplois' }]}
      title={t('jobOffers.form.newTitle')}
    >
      <JobForm
        onSaved={() => {
          notify({ color: 'teal', message: t('jobOffers.form.created') });
          void navigate('/emplois');
        }}
        onCancel={() => void navigate('/emplois')}
      />
    </FormPage>
  );
}
