import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useTranslation } from '../../../lib/i18n';

/** What the confirmation reads of a sub-list's editor (`useItemEditor`). */
interface DeletingEditor<Item> {
  toDelete: Item | null;
  isDeleting: boolean;
  deleteError: string | null;
  confirmDelete: () => void;
  cancelDelete: () => void;
}

/**
 * The confirmation before deleting an item of a profile's sub-list (000 §2.7): open while the editor
 * holds one to delete, named by `detail`; the editor runs the delete and words its failure.
 */
export function ItemDeleteConfirm<Item>({
  editor,
  title,
  detail,
}: {
  editor: DeletingEditor<Item>;
  title: string;
  detail: (item: Item) => string;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={editor.toDelete !== null}
      title={title}
      message={t('profiles.items.deleteBody')}
      confirmLabel={t('profiles.actions.delete')}
      detail={editor.toDelete ? detail(editor.toDelete) : ''}
      isPending={editor.isDeleting}
      error={editor.deleteError}
      onConfirm={editor.confirmDelete}
      onClose={editor.cancelDelete}
    />
  );
}
