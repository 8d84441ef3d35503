import { Button, Group, type ModalProps, Stack } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { FormFailure } from '../../../../components/FormFailure';
import { useTranslation } from '../../../../lib/i18n';
import { explain } from '../explain';
import { RulesModal } from '../RulesDialog';

/** What the dialogs need of a mutation: its state, to wait and to say why it failed. */
interface MutationState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** The fields of `T` that hold text (a text input edits them). */
type TextField<T> = {
  [K in keyof T]-?: string extends T[K] ? (T[K] extends string | null | undefined ? K : never) : never;
}[keyof T];

/**
 * A form's values as it is being typed, `set(field)`: the setter of one field, for an input's
 * onChange, and `text(field)`: a text input's value and onChange for one field.
 */
export function useDraft<T extends object>(initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const set =
    <K extends keyof T>(field: K) =>
    (value: T[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  const text = <K extends TextField<T>>(field: K) => ({
    value: (draft[field] as string | null | undefined) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      // A text field takes any string (TextField<T>).
      set(field)(event.currentTarget.value as T[K]),
  });
  return { draft, setDraft, set, text };
}

/** Cancel, then the dialog's own action (`children`), at the foot of a prospection dialog. */
export function ProspectionActions({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('admin.prospection.cancel')}
      </Button>
      {children}
    </Group>
  );
}

/** Why a prospection action failed: what the server said, else the generic words. */
export function ProspectionFailure({ action }: { action: MutationState }) {
  const { t } = useTranslation();
  return (
    <FormFailure message={action.isError && (explain(action.error) ?? t('admin.prospection.actionError'))} />
  );
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
    <RulesModal title={title} size={size} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {children}
          <ProspectionFailure action={save} />
          <ProspectionActions onClose={onClose}>
            <Button type="submit" disabled={save.isPending}>
              {t('admin.prospection.save')}
            </Button>
          </ProspectionActions>
        </Stack>
      </form>
    </RulesModal>
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
