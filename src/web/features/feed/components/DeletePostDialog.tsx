import type { PostItem } from '../../../../common/contracts/feed';
import { ConfirmMutationDialog } from '../../../components/ConfirmMutationDialog';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
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
    <ConfirmMutationDialog
      opened={opened}
      title={t('feed.post.deleteTitle')}
      message={t('feed.post.deleteBody')}
      confirmLabel={t('feed.post.delete')}
      mutation={removal}
      run={(then) => removal.mutate(post.id, then)}
      done={t('feed.post.deleted')}
      errorText={(error) => t(deleteErrorKey(error))}
      onClose={onClose}
    />
  );
}
