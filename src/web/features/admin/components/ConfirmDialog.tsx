import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the red button does it, "Annuler" closes. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isPending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Text size="sm" mb="lg">
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
