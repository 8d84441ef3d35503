import { ActionIcon, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormFailure } from '../FormFailure';

/**
 * The admin CRUD kit (issue 37 §2): a list screen of `DataTable` rows that each open an edit dialog and
 * a delete confirmation, with a toast after each. A screen declares its columns and its form fields;
 * the rest is here. Texts come from one catalog prefix (`admin.faq`…): `editTitle`, `createTitle`,
 * `save`, `cancel`, `saved`, `saveError`, `deleteTitle`, `deleteConfirm`, `delete`, `deleted`,
 * `deleteError`.
 */

/** Which row is being edited (`'new'`: the create form) or asked about before deleting. */
export function useCrudState<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return { editing, setEditing, deleting, setDeleting };
}

/** A toast saying it worked, closable in the member's language (`autoClose`: ms, where the spec says). */
export function useDoneToast() {
  const { t } = useTranslation();
  return (messageKey: string, autoClose?: number) =>
    notify({
      color: 'sankofa',
      message: t(messageKey),
      autoClose,
      closeButtonProps: { 'aria-label': t('common.close') },
    });
}

/** The pencil and bin of a row, named after it for screen readers. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={editLabel} onClick={onEdit}>
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={deleteLabel} onClick={onDelete}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The confirmation before deleting: open while `target` (what the delete mutation takes: an id, or the
 * row) is set, the toast once done. `failure` words the error when the screen has a better one than
 * `<prefix>.deleteError`.
 */
export function DeleteConfirm<V>({
  prefix,
  target,
  detail,
  remove,
  failure,
  autoClose,
  onClose,
}: {
  prefix: string;
  target: V | null | undefined;
  detail?: string;
  remove: UseMutationResult<unknown, Error, V>;
  failure?: (error: Error) => string;
  autoClose?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const done = useDoneToast();
  return (
    <ConfirmDialog
      opened={target != null}
      title={t(`${prefix}.deleteTitle`)}
      message={t(`${prefix}.deleteConfirm`)}
      detail={detail}
      confirmLabel={t(`${prefix}.delete`)}
      isPending={remove.isPending}
      error={remove.error ? (failure?.(remove.error) ?? t(`${prefix}.deleteError`)) : null}
      onConfirm={() =>
        target != null &&
        remove.mutate(target, {
          onSuccess: () => {
            done(`${prefix}.deleted`, autoClose);
            onClose();
          },
        })
      }
      onClose={() => {
        onClose();
        remove.reset();
      }}
    />
  );
}

/** What the edit dialog needs of a `useContractForm`. */
interface DialogForm {
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  isPending: boolean;
}

/**
 * The create/edit dialog: the fields, the reason a save failed, Cancel and Save. `title` replaces
 * `<prefix>.createTitle` / `editTitle` where the screen words it otherwise.
 */
export function EditDialog({
  prefix,
  isNew,
  title,
  form,
  onClose,
  size,
  children,
}: {
  prefix: string;
  isNew: boolean;
  title?: string;
  form: DialogForm;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title ?? t(isNew ? `${prefix}.createTitle` : `${prefix}.editTitle`)}
      size={size}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          {children}
          <FormFailure message={form.failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t(`${prefix}.cancel`)}
            </Button>
            <Button type="submit" loading={form.isPending}>
              {t(`${prefix}.save`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
