import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { type RefObject, useState } from 'react';
import type { CommentItem, PostItem } from '../../../../common/contracts/feed';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Deferred } from '../../../components/Deferred';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { feedErrorKey } from '../utils/error-text';
import { useMemberAction } from '../utils/use-member-action';
import { CommentBox } from './CommentBox';
import { CommentRow } from './CommentRow';
import { useFeedTexts } from './feed-texts';
import classes from './PostCard.module.css';

interface PostCommentsProps {
  post: PostItem;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Bumped by the post's 'Commenter' button: the box takes the focus. */
  focusRequest: number;
  /** Every comment listed from the start (the shared post). */
  isInitiallyExpanded: boolean;
}

/**
 * A post's comments (002 §4, §9): the latest 2, 'Voir les N autres commentaires' for the whole list
 * (oldest first, paged), the box for members, and deletion by the author or an admin.
 */
export function PostComments({ post, inputRef, focusRequest, isInitiallyExpanded }: PostCommentsProps) {
  const { t } = useTranslation();
  const texts = useFeedTexts();
  const { isMember } = useMemberAction();
  const hiddenCount = Math.max(0, post.commentCount - post.latestComments.length);
  const [isExpanded, setExpanded] = useState(isInitiallyExpanded && post.commentCount > 0);
  const comments = useComments(post.id, isExpanded);
  const [toDelete, setToDelete] = useState<CommentItem | null>(null);
  const removal = useDeleteComment();

  const allLoaded = comments.data?.pages.flatMap((page) => page.items);
  const shown = isExpanded && allLoaded ? allLoaded : post.latestComments;
  // The box shows under a discussion, or once 'Commenter' is pressed, so quiet posts stay compact.
  const isBoxShown = isMember && (post.commentCount > 0 || focusRequest > 0 || isInitiallyExpanded);
  if (!isBoxShown && post.commentCount === 0) return null;

  const handleDelete = () => {
    if (!toDelete) return;
    removal.mutate(toDelete, {
      onSuccess: () => setToDelete(null),
    });
  };

  return (
    <section
      className={classes.comments}
      aria-label={t('feed.comments.label', { name: post.author.fullName })}
    >
      {!isExpanded && hiddenCount > 0 && (
        <Anchor component="button" type="button" size="sm" fw={600} mb="sm" onClick={() => setExpanded(true)}>
          {t('feed.comments.showMore', { count: hiddenCount })}
        </Anchor>
      )}
      {isExpanded && comments.isPending && (
        <Group justify="center" py="xs">
          <Loader size="xs" aria-label={t('app.loading')} />
        </Group>
      )}
      {isExpanded && comments.isError && (
        <Group gap="xs" mb="sm">
          <Text size="sm" c="red.8" role="alert">
            {t('feed.comments.loadFailed')}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void comments.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      )}
      {isExpanded && allLoaded?.length === 0 && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('feed.comments.empty')}
        </Text>
      )}
      {shown.length > 0 && (
        <ul className={classes.commentList}>
          {shown.map((comment) => (
            <CommentRow key={comment.id} comment={comment} onDelete={() => setToDelete(comment)} />
          ))}
        </ul>
      )}
      {isExpanded && comments.hasNextPage && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          mt="sm"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
        >
          {t('feed.comments.loadMore')}
        </Anchor>
      )}
      {isBoxShown && (
        // Built after the posts, in slices (a Mantine textarea is a dozen components, rendered twice as
        // it mounts): its space is kept meanwhile, so nothing moves.
        <Deferred fallback={<div className={classes.commentBoxSpace} />}>
          <CommentBox postId={post.id} inputRef={inputRef} focusRequest={focusRequest} />
        </Deferred>
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('feed.comments.deleteTitle')}
        message={t('feed.comments.deleteBody')}
        confirmLabel={t('feed.comments.delete')}
        isPending={removal.isPending}
        error={removal.error ? t(feedErrorKey(removal.error, texts.commentDeleteFailed)) : null}
        onConfirm={handleDelete}
        onClose={() => {
          setToDelete(null);
          removal.reset();
        }}
      />
    </section>
  );
}
