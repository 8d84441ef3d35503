import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useTranslation } from '../../../../lib/i18n';
import { explain } from '../explain';

/** What the dialogs need of a mutation: its state, to wait and to say why it failed. */
interface MutationState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A form's values as it is being typed, and `set(field)`: the setter of one field, for an input's
 * onChange.
 */
export function useDraft<T extends object>(initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const set =
    <K extends keyof T>(field: K) =>
    (value: T[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  return { draft, setDraft, set };
}

/** The add/edit dialog of the prospection tabs: the fields, why the save failed, Cancel and Save. */
export function ProspectionFormDialog({
  title,
  size,
  save,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  size?: ModalProps['size'];
  save: MutationState;
  onSubmit: () => void;
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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {explain(save.error) ?? t('admin.prospection.actionError')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.prospection.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('admin.prospection.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The confirmation before deleting a prospect, a template or a campaign (`target`: its id and name). */
export function ProspectionDeleteConfirm({
  title,
  message,
  target,
  remove,
  onClose,
}: {
  title: string;
  message: string;
  target: { id: string; name: string } | null;
  remove: MutationState & {
    mutate: (id: string, options: { onSuccess: () => void }) => void;
    reset: () => void;
  };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={target !== null}
      title={title}
      message={message}
      detail={target?.name}
      confirmLabel={t('admin.prospection.delete')}
      isPending={remove.isPending}
      error={remove.isError ? t('admin.prospection.actionError') : null}
      onConfirm={() => target && remove.mutate(target.id, { onSuccess: onClose })}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    />
  );
}
