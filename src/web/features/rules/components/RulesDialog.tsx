import type { ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';

/** The dialogs of the rules and prospection screens: open while shown (its close button is 'Fermer'). */
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
  return (
    <Modal opened onClose={onClose} size={size} radius="lg" title={title}>
      {children}
    </Modal>
  );
}
