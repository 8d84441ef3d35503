import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
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
  return (
    <ConfirmMutationDialog
      opened={offer !== null}
      title={t('jobOffers.detail.confirmTitle')}
      message={t(messageKey)}
      detail={offer?.title}
      confirmLabel={t('jobOffers.detail.delete')}
      mutation={remove}
      run={(then) => offer && remove.mutate(offer.id, then)}
      done={t('jobOffers.deleted')}
      errorText={(error) => t('jobOffers.deleteError', { message: t(errorMessageKey(error)) })}
      onDone={onDeleted}
      onClose={onClose}
    />
  );
}
