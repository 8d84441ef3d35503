import { useNavigate, useSearchParams } from 'react-router';
import type { CompanyDetail } from '../../../../common/contracts/companies';
import { ErrorState } from '../../../components/ErrorState';
import { FormPage } from '../../../components/PageFrame';
import { PageLoader } from '../../../components/PageLoader';
import { isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { isUuid } from '../../../lib/uuid';
import { useCompany } from '../api/get-company';
import { CompanyForm } from '../components/CompanyForm';
import { CompanyMissing } from '../components/CompanyMissing';

function FormFrame({ title, company }: { title: string; company?: CompanyDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormPage parents={[{ label: t('companies.breadcrumb'), to: '/entreprises' }]} title={title}>
      <CompanyForm
        company={company}
        onSaved={() => {
          notify({
            color: 'teal',
            message: t(company ? 'companies.form.updated' : 'companies.form.created'),
          });
          void navigate('/entreprises');
        }}
        onCancel={() => void navigate('/entreprises')}
      />
    </FormPage>
  );
}

/** Only the directory's managers (admins) reach the forms (002 §2); the server checks it again. */
const useCanManage = () => {
  const session = useSession();
  return session.data?.user?.abilities.includes('companies.manage') ?? false;
};

/** `/entreprises/new` (admins): 'Nouvelle entreprise'; back to the directory once added. */
export function NewCompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.form.newTitle'));
  if (!useCanManage()) {
    return <CompanyMissing title={t('companies.form.newTitle')} message={t('companies.form.forbidden')} />;
  }
  return <FormFrame title={t('companies.form.newTitle')} />;
}

function EditCompanyForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const company = useCompany(id);
  if (company.isPending) {
    return <PageLoader label={t('companies.form.loading')} />;
  }
  if (company.isError) {
    if (isMissing(company.error)) {
      return <CompanyMissing title={t('companies.notFoundTitle')} message={t('companies.notFoundText')} />;
    }
    return <ErrorState onRetry={() => void company.refetch()} />;
  }
  return <FormFrame title={t('companies.form.editTitle')} company={company.data} />;
}

/** `/entreprises/edit?id=` (admins; the id a UUID): breadcrumb Entreprises > Modifier une entreprise. */
export function EditCompanyPage() {
  const { t } = useTranslation();
  usePageTitle(t('companies.form.editTitle'));
  const [params] = useSearchParams();
  const id = params.get('id');
  const canManage = useCanManage();
  if (!canManage) {
    return <CompanyMissing title={t('companies.form.editTitle')} message={t('companies.form.forbidden')} />;
  }
  if (!id) {
    return (
      <CompanyMissing title={t('companies.form.editTitle')} message={t('companies.missingId')} withBack />
    );
  }
  if (!isUuid(id)) {
    return (
      <CompanyMissing title={t('companies.form.editTitle')} message={t('companies.invalidId')} withBack />
    );
  }
  return <EditCompanyForm id={id} />;
}
