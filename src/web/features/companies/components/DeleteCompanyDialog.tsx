import { useState } from 'react';
import type { CompanyCard } from '../../../../common/contracts/companies';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
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
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      opened={company !== null}
      title={t('companies.detail.confirmTitle')}
      message={t('companies.detail.confirmDelete')}
      detail={company?.nom}
      confirmLabel={t('companies.detail.delete')}
      isPending={remove.isPending}
      error={error}
      onClose={() => {
        setError(null);
        onClose();
      }}
      onConfirm={() => {
        if (!company) return;
        remove.mutate(company.id, {
          onSuccess: () => {
            notify({ color: 'teal', message: t('companies.detail.deleted') });
            setError(null);
            onClose();
            onDeleted?.();
          },
          onError: (failure) => setError(t(errorMessageKey(failure))),
        });
      }}
    />
  );
}
