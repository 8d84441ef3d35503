import type { CompanyCard } from '../../../../common/contracts/companies';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteCompany } from '../api/manage-company';

interface DeleteCompanyDialogProps {
  company: Pick<CompanyCard, 'id' | 'nom'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** 'Supprimer cette entreprise ?' (002 §6); the toast only once the server confirmed. */
export function DeleteCompanyDialog({ company, onClose, onDeleted }: DeleteCompanyDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteCompany();
  return (
    <ConfirmMutationDialog
      opened={company !== null}
      title={t('companies.detail.confirmTitle')}
      message={t('companies.detail.confirmDelete')}
      detail={company?.nom}
      confirmLabel={t('companies.detail.delete')}
      mutation={remove}
      run={(then) => company && remove.mutate(company.id, then)}
      done={t('companies.detail.deleted')}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
