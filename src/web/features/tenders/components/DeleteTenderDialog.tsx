import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteTender } from '../api/delete-tender';

interface DeleteTenderDialogProps {
  tender: { id: string; titre: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Confirmer la suppression' (002 §2): the title shown, Annuler / Supprimer, 'Suppression...' while it runs. */
export function DeleteTenderDialog({ tender, onClose, onDeleted }: DeleteTenderDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteTender();
  return (
    <ConfirmMutationDialog
      opened={tender !== null}
      title={t('tenders.detail.confirmTitle')}
      message={t('tenders.detail.confirmText')}
      detail={tender?.titre}
      confirmLabel={t('tenders.detail.delete')}
      pendingLabel={t('tenders.detail.deleting')}
      mutation={remove}
      run={(then) => tender && remove.mutate(tender.id, then)}
      done={t('tenders.detail.deleted')}
      errorText={() => t('tenders.detail.deleteError')}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
