import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteOffer } from '../api/delete-offer';

interface DeleteOfferDialogProps {
  offer: { id: string; title: string } | null;
  /** The detail asks 'Voulez-vous vraiment…', 'Mes offres' 'Supprimer cette offre ? …' (002 §6). */
  messageKey: string;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks, deletes, and says so only once the server has confirmed (002 §8, without the early toast). */
export function DeleteOfferDialog({ offer, messageKey, onClose, onDeleted }: DeleteOfferDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteOffer();
  const error = remove.error
    ? t('jobOffers.deleteError', { message: t(errorMessageKey(remove.error)) })
    : null;
  return (
    <ConfirmDialog
      opened={offer !== null}
      title={t('jobOffers.detail.confirmTitle')}
      message={t(messageKey)}
      detail={offer?.title}
      confirmLabel={t('jobOffers.detail.delete')}
      isPending={remove.isPending}
      error={error}
      onConfirm={() => {
        if (!offer) return;
        remove.mutate(offer.id, {
          onSuccess: () => {
            notify({ color: 'teal', message: t('jobOffers.deleted') });
            onClose();
            onDeleted?.();
          },
        });
      }}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}
