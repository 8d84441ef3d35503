import { Button, Group, Text } from '@mantine/core';
import { Modal } from '../../../components/Modal';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
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
  const handleConfirm = () => {
    if (!tender) return;
    remove.mutate(tender.id, {
      onSuccess: () => {
        notify({ color: 'teal', message: t('tenders.detail.deleted') });
        onDeleted();
      },
    });
  };
  return (
    <Modal
      opened={tender !== null}
      onClose={onClose}
      title={t('tenders.detail.confirmTitle')}
      centered
      radius="lg"
    >
      <Text size="sm" fw={600} mb={4}>
        {tender?.titre}
      </Text>
      <Text size="sm" mb="lg">
        {t('tenders.detail.confirmText')}
      </Text>
      {remove.isError && (
        <Text size="sm" c="red.8" role="alert" mb="md">
          {t('tenders.detail.deleteError')}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('tenders.detail.cancel')}
        </Button>
        <Button color="red" onClick={handleConfirm} disabled={remove.isPending} data-autofocus>
          {remove.isPending ? t('tenders.detail.deleting') : t('tenders.detail.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
