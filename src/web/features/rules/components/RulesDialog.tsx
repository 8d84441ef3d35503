import { Alert, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { useTranslation } from '../../../lib/i18n';

/** The dialogs of the rules and prospection screens: open while shown, a named close button. */
export function RulesModal({
  title,
  size,
  onClose,
  children,
}: {
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      size={size}
      radius="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('admin.rules.close') }}
    >
      {children}
    </Modal>
  );
}

/** Why an action failed, announced; nothing while it has not. */
export function FailureAlert({ message }: { message: string | null | false }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
