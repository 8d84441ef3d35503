import type { PostItem } from '../../../../common/contracts/feed';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeletePost } from '../api/delete-post';
import { feedErrorKey } from '../utils/error-text';
import { useFeedTexts } from './feed-texts';

interface DeletePostDialogProps {
  post: PostItem;
  opened: boolean;
  onClose: () => void;
}

/** 'Supprimer' on a post, after confirmation (author or admin, 002 §4). */
export function DeletePostDialog({ post, opened, onClose }: DeletePostDialogProps) {
  const { t } = useTranslation();
  const texts = useFeedTexts();
  const removal = useDeletePost();
  const deleteErrorKey = (error: unknown) =>
    isApiError(error) && error.code === 'forbidden' && texts.deleteForbidden
      ? texts.deleteForbidden
      : feedErrorKey(error, texts.deleteFailed);
  return (
    <ConfirmDialog
      opened={opened}
      title={t('feed.post.deleteTitle')}
      message={t('feed.post.deleteBody')}
      confirmLabel={t('feed.post.delete')}
      isPending={removal.isPending}
      error={removal.error ? t(deleteErrorKey(removal.error)) : null}
      onConfirm={() =>
        removal.mutate(post.id, {
          onSuccess: () => {
            notify({ color: 'teal', message: t('feed.post.deleted') });
            onClose();
          },
        })
      }
      onClose={() => {
        removal.reset();
        onClose();
      }}
    />
  );
}
