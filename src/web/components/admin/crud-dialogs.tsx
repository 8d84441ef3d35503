import { type ModalProps, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { ConfirmMutationDialog } from '../ConfirmMutationDialog';
import { FormActions } from '../FormActions';
import { FormFailure } from '../FormFailure';
import { Modal } from '../Modal';

/* The admin CRUD kit's dialogs and toast (`crud.tsx` is the kit's entry and re-exports them). */

/** A toast saying it worked (`autoClose`: ms, where the spec says; `notify` names its close button). */
export function useDoneToast() {
  const { t } = useTranslation();
  return (messageKey: string, autoClose?: number) =>
    notify({
      color: 'sankofa',
      message: t(messageKey),
      autoClose,
    });
}

/**
 * The confirmation before deleting: open while `target` (what the delete mutation takes: an id, or the
 * row) is set, the toast once done. `failure` words the error when the screen has a better one than
 * `<prefix>.deleteError`.
 */
export interface DeleteConfirmProps<V> {
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
