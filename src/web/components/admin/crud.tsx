import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { type ContractFormOptions, useContractForm } from '../../lib/use-contract-form';
import { RowActions } from '../RowActions';
import { AdminPageHeader } from './AdminPageHeader';
import { DeleteConfirm, type DeleteConfirmProps, EditDialog, useDoneToast } from './crud-dialogs';
import { type DataColumn, DataTable, type DataTableProps } from './DataTable';

/**
 * The kit's parts, usable alone by a screen that is not a plain list: the row's pencil and bin (it lives
 * in components/ for non-admin rows too), the dialogs and the toast (`crud-dialogs.tsx`).
 */
export { DeleteConfirm, EditDialog, RowActions, useDoneToast };

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
