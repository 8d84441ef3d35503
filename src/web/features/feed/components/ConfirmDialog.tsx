import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before a deletion (a post or a comment, 002 §4). */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm" mb="lg">
        {body}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert" mb="md">
          {error}
        </Text>
      )}
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
