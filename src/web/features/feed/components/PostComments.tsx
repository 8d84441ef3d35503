import { ActionIcon, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconSend, IconSparkles, IconTrash } from '@tabler/icons-react';
import { type RefObject, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type CommentItem, feedLimits, type PostItem } from '../../../../common/contracts/feed';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Deferred } from '../../../components/Deferred';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { useIsAiAvailable } from '../../../lib/ai-status';
import { fullDate, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ReportAction } from '../../privacy';
import { profilePaths } from '../../profiles';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { useImproveText } from '../api/improve-text';
import { feedErrorKey } from '../utils/error-text';
import { useMemberAction } from '../utils/use-member-action';
import { useFeedTexts } from './feed-texts';
import classes from './PostCard.module.css';
import { PostText } from './PostText';

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

function CommentRow({ comment, onDelete }: { comment: CommentItem; onDelete: () => void }) {
  const { t, language } = useTranslation();
  const viewerId = useSession().data?.user?.id;
  return (
    <li>
      <div className={classes.commentRow}>
        <ProfileAvatar src={comment.author.avatarUrl} name={comment.author.fullName} size={32} />
        <div className={classes.commentBubble}>
          <div className={classes.commentHead}>
            <div className={classes.commentAuthor}>
              <Link to={profilePaths.member(comment.author.id)} className={classes.authorName}>
                {comment.author.fullName}
              </Link>{' '}
              <span className={classes.meta}>
                ·{' '}
                <time dateTime={comment.createdAt} title={fullDate(comment.createdAt, language)}>
                  {timeAgo(comment.createdAt, language)}
                </time>
              </span>
            </div>
            {viewerId && viewerId !== comment.author.id && (
              <ReportAction
                targetType="comment"
                targetId={comment.id}
                as="icon"
                label={t('privacy.report.commentOf', { name: comment.author.fullName })}
              />
            )}
            {comment.canDelete && (
              <LazyTooltip label={t('feed.comments.delete')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={onDelete}
                  aria-label={t('feed.comments.deleteOf', { name: comment.author.fullName })}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </LazyTooltip>
            )}
          </div>
          <PostText text={comment.content} isTruncatable={false} />
        </div>
      </div>
    </li>
  );
}

function CommentBox({
  postId,
  inputRef,
  focusRequest,
}: {
  postId: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** As in PostComments: the box takes the focus, also when it mounts after the request. */
  focusRequest: number;
}) {
  const { t } = useTranslation();
  const texts = useFeedTexts();
  const create = useCreateComment(postId);
  const isAiAvailable = useIsAiAvailable(true);
  const improve = useImproveText();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = Array.from(value).length;
  const isOver = length > feedLimits.commentMax;
  const isBlank = value.trim() === '';

  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest, inputRef]);

  const handleSubmit = () => {
    if (isBlank) {
      setError(t('feed.validation.commentEmpty'));
      return;
    }
    if (isOver || create.isPending) return;
    setError(null);
    create.mutate(
      { content: value },
      {
        onSuccess: () => setValue(''),
        onError: (cause) => {
          const key = feedErrorKey(cause, texts.commentFailed);
          setError(t(key));
          notify({ color: 'red', message: t(key) });
        },
      },
    );
  };

  // 'Améliorer' for a comment (002 §6, §9: 500 characters at most).
  const handleImprove = () => {
    setError(null);
    if (length > feedLimits.improveCommentMax) {
      setError(t('feed.validation.improveTooLong'));
      return;
    }
    improve.mutate(
      { kind: 'comment', text: value },
      {
        onSuccess: ({ improvedText }) =>
          setValue(Array.from(improvedText).slice(0, feedLimits.commentMax).join('')),
        onError: (cause) => setError(t(feedErrorKey(cause, 'feed.composer.improveFailed'))),
      },
    );
  };

  return (
    <form
      className={classes.commentForm}
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap" mt="sm">
        <GrowingTextarea
          ref={inputRef}
          flex={1}
          aria-label={t('feed.comments.inputLabel')}
          placeholder={t('feed.comments.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              handleSubmit();
            }
          }}
          minRows={1}
          maxRows={6}
          radius="xl"
          error={error ?? (isOver ? t('feed.validation.commentTooLong') : undefined)}
        />
        {isAiAvailable && (
          <LazyTooltip label={t('feed.composer.improve')} withArrow>
            <ActionIcon
              size={36}
              radius="xl"
              variant="light"
              color="indigo"
              aria-label={t('feed.comments.improve')}
              onClick={handleImprove}
              loading={improve.isPending}
              disabled={isBlank}
            >
              <IconSparkles size={17} aria-hidden />
            </ActionIcon>
          </LazyTooltip>
        )}
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label={t('feed.comments.send')}
          disabled={isBlank || isOver || create.isPending}
          loading={create.isPending}
        >
          <IconSend size={17} aria-hidden />
        </ActionIcon>
      </Group>
      {length > feedLimits.commentMax - 100 && (
        <Text size="xs" c={isOver ? 'red.8' : 'dimmed'} ta="right" mt={4}>
          {t('feed.counter', { count: length, max: feedLimits.commentMax })}
        </Text>
      )}
    </form>
  );
}
