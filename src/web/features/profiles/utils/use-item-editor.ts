import { useState } from 'react';
import { errorMessageKey } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteProfileItem } from '../api/delete-profile-item';
import type { ProfileItemBodyOf, ProfileItemKind, ProfileItemOf } from '../api/get-profile-items';
import { useSaveProfileItem } from '../api/save-profile-item';

/** Which form of a sub-list is open: none, the new item's, or an item's (000 §2.7). */
export type EditorState = { mode: 'closed' } | { mode: 'new' } | { mode: 'editing'; itemId: string };

/**
 * The life of a sub-list's form: closed → new or editing → saved or cancelled, and the confirmed delete.
 * One form at a time per list.
 */
export const useItemEditor = <K extends ProfileItemKind>(profileId: string, kind: K) => {
  const { t } = useTranslation();
  const [state, setState] = useState<EditorState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<ProfileItemOf<K> | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const save = useSaveProfileItem(profileId, kind);
  const remove = useDeleteProfileItem(profileId, kind);

  const close = () => setState({ mode: 'closed' });

  return {
    state,
    isOpen: state.mode !== 'closed',
    isEditing: (itemId: string) => state.mode === 'editing' && state.itemId === itemId,
    openNew: () => setState({ mode: 'new' }),
    openEdit: (itemId: string) => setState({ mode: 'editing', itemId }),
    close,
    isSaving: save.isPending,
    /** Saves the open form's item; throws the API error for the form to show on its fields. */
    save: async (body: ProfileItemBodyOf<K>) => {
      await save.mutateAsync({ itemId: state.mode === 'editing' ? state.itemId : undefined, body });
      notify({ color: 'teal', message: t('profiles.items.saved') });
      close();
    },
    toDelete,
    deleteError,
    isDeleting: remove.isPending,
    askDelete: (item: ProfileItemOf<K>) => {
      setDeleteError(null);
      setToDelete(item);
    },
    cancelDelete: () => setToDelete(null),
    confirmDelete: () => {
      if (!toDelete) return;
      remove.mutate(toDelete.id, {
        onSuccess: () => {
          if (state.mode === 'editing' && state.itemId === toDelete.id) close();
          setToDelete(null);
          notify({ color: 'teal', message: t('profiles.items.deleted') });
        },
        onError: (error) => setDeleteError(t(errorMessageKey(error))),
      });
    },
  };
};
