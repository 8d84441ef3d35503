import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** An emphasised line above the message: what is about to go ("Développeuse chez Wave"). */
  detail?: string;
  confirmLabel: string;
  isPending?: boolean;
  /** The red button's text while the action runs ('Suppression...'), in place of a spinner. */
  pendingLabel?: string;
  /** Why the last attempt failed, read out as an alert. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action: the red button does it, Cancel or the close button closes. */
export function ConfirmDialog({
  opened,
  title,
  message,
  detail,
  confirmLabel,
  isPending = false,
  pendingLabel,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      {detail && (
        <Text size="sm" fw={600} mb={4}>
          {detail}
        </Text>
      )}
      <Text size="sm" mb="lg">
        {message}
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
        <Button
          color="red"
          onClick={onConfirm}
          loading={isPending && !pendingLabel}
          disabled={isPending && Boolean(pendingLabel)}
          data-autofocus
        >
          {isPending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
