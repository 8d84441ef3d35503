import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteItemDialogProps {
  opened: boolean;
  title: string;
  /** What is about to go ("Développeuse chez Wave"). */
  name: string;
  isPending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation before deleting an experience, education, skill or portfolio item (000 §5). */
export function DeleteItemDialog({
  opened,
  title,
  name,
  isPending,
  error,
  onConfirm,
  onClose,
}: DeleteItemDialogProps) {
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
      <Text size="sm" fw={600} mb={4}>
        {name}
      </Text>
      <Text size="sm" mb="lg">
        {t('profiles.items.deleteBody')}
      </Text>
      {error && (
        <Text size="sm" c="red.8" role="alert" mb="md">
          {error}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isPending}>
          {t('profiles.actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isPending} data-autofocus>
          {t('profiles.actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
