import { Button, Group, type ModalProps, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { type ContractFormOptions, useContractForm } from '../../lib/use-contract-form';
import { ConfirmMutationDialog } from '../ConfirmMutationDialog';
import { FormActions } from '../FormActions';
import { FormFailure } from '../FormFailure';
import { Modal } from '../Modal';
import { RowActions } from '../RowActions';
import { AdminPageHeader } from './AdminPageHeader';
import { type DataColumn, DataTable, type DataTableProps } from './DataTable';

/** The row's pencil and bin, one of the kit's parts (it lives in components/ for non-admin rows too). */
export { RowActions };

/**
 * The admin CRUD kit (issue 37 §2): a list screen of `DataTable` rows that each open an edit dialog and
 * a delete confirmation, with a toast after each. A screen declares its columns and its form fields;
 * the rest is here. Texts come from one catalog prefix (`admin.faq`…): `editTitle`, `createTitle`,
 * `save`, `cancel`, `saved`, `saveError`, `deleteTitle`, `deleteConfirm`, `delete`, `deleted`,
 * `deleteError`.
 */

/**
 * A whole list screen: the header with its "New" button, the table with a pencil and a bin on each row,
 * the edit dialog (`form`, given the row or null for a new one) and the delete confirmation. The screen
 * declares its columns, its texts and its form; `title` also names the table.
 */
export function CrudScreen<Row, Target>({
  title,
  description,
  newLabel,
  actions,
  list,
  columns,
  actionsHeader,
  editLabel,
  deleteLabel,
  form,
  deletion,
  ...table
}: {
  title: string;
  description: string;
  newLabel: string;
  /** Buttons before "New" (the public page…). */
  actions?: ReactNode;
  /** The list's query: its state shows where the rows would be, Retry reads it again. */
  list: { isPending: boolean; error: unknown; refetch: () => unknown };
  columns: DataColumn<Row>[];
  actionsHeader: string;
  editLabel: (row: Row) => string;
  deleteLabel: (row: Row) => string;
  form: (row: Row | null, onClose: () => void) => ReactNode;
  /** The delete: what the mutation takes from a row, and the confirmation's detail (its name). */
  deletion: Omit<DeleteConfirmProps<Target>, 'target' | 'detail' | 'onClose'> & {
    target: (row: Row) => Target;
    detail: (row: Row) => string | undefined;
  };
} & Omit<DataTableProps<Row>, 'label' | 'columns' | 'isPending' | 'error' | 'onRetry'>) {
  const { editing, setEditing, deleting, setDeleting } = useCrudState<Row>();
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {newLabel}
    </Button>
  );
  const actionsColumn: DataColumn<Row> = {
    key: 'actions',
    header: actionsHeader,
    nowrap: true,
    cell: (row) => (
      <RowActions
        editLabel={editLabel(row)}
        deleteLabel={deleteLabel(row)}
        onEdit={() => setEditing(row)}
        onDelete={() => setDeleting(row)}
      />
    ),
  };
  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          actions ? (
            <Group gap="sm">
              {actions}
              {newButton}
            </Group>
          ) : (
            newButton
          )
        }
      />
      <DataTable
        label={title}
        columns={[...columns, actionsColumn]}
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        {...table}
      />
      {editing && form(editing === 'new' ? null : editing, () => setEditing(null))}
      <DeleteConfirm
        {...deletion}
        target={deleting === null ? null : deletion.target(deleting)}
        detail={deleting === null ? undefined : deletion.detail(deleting)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * The edit dialog's form: `useContractForm` on the values as they are (the contract parses them), a
 * toast (`savedKey`) and the dialog closed once saved.
 */
export function useCrudForm<Values extends Record<string, unknown>, Body, Result>(
  schema: z.ZodType<Body, Values>,
  mutation: UseMutationResult<Result, unknown, Body>,
  {
    savedKey,
    autoClose,
    onClose,
    ...options
  }: Omit<ContractFormOptions<Values, Result>, 'onSuccess'> & {
    savedKey: string;
    autoClose?: number;
    onClose: () => void;
  },
) {
  const done = useDoneToast();
  return useContractForm(schema, (values: Values) => values, mutation, {
    ...options,
    onSuccess: () => {
      done(savedKey, autoClose);
      onClose();
    },
  });
}

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

/**
 * The confirmation before deleting: open while `target` (what the delete mutation takes: an id, or the
 * row) is set, the toast once done. `failure` words the error when the screen has a better one than
 * `<prefix>.deleteError`.
 */
interface DeleteConfirmProps<V> {
  prefix: string;
  target: V | null | undefined;
  detail?: string;
  remove: UseMutationResult<unknown, Error, V>;
  failure?: (error: Error) => string;
  autoClose?: number;
  onClose: () => void;
}

export function DeleteConfirm<V>({
  prefix,
  target,
  detail,
  remove,
  failure,
  autoClose,
  onClose,
}: DeleteConfirmProps<V>) {
  const { t } = useTranslation();
  const done = useDoneToast();
  return (
    <ConfirmMutationDialog
      opened={target != null}
      title={t(`${prefix}.deleteTitle`)}
      message={t(`${prefix}.deleteConfirm`)}
      detail={detail}
      confirmLabel={t(`${prefix}.delete`)}
      mutation={remove}
      run={(then) => target != null && remove.mutate(target, then)}
      done={() => done(`${prefix}.deleted`, autoClose)}
      errorText={(error) => failure?.(error) ?? t(`${prefix}.deleteError`)}
      onClose={onClose}
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
    >
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="md">
          {children}
          <FormFailure message={form.failure} />
          <FormActions
            isBusy={form.isPending}
            onCancel={onClose}
            cancelLabel={t(`${prefix}.cancel`)}
            submitLabel={t(`${prefix}.save`)}
          />
        </Stack>
      </form>
    </Modal>
  );
}
