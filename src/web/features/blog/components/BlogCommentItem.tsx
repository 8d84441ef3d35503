import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageReply,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type BlogComment, blogLimits } from '../../../../common/contracts/blog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { fullDateLabel, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../../profiles';
import { useDeleteComment, useEditComment, useLikeComment } from '../api/comments';
import { CommentAction } from './CommentAction';
import { CommentForm } from './CommentForm';
import { CommentReportDialog } from './CommentReportDialog';
import { useCommentFailure } from './comment-failure';

/**
 * One comment of an article and its replies below it: the author, when (and 'modifié'), the text or its
 * edit form, the like, reply, edit, delete and report actions the viewer has, and the reply form.
 */
export function BlogCommentItem({
  comment,
  postId,
  isReplying,
  onReply,
  isMember,
  children,
}: {
  comment: BlogComment;
  postId: string;
  isMember: boolean;
  isReplying: boolean;
  onReply: (open: boolean) => void;
  children: ReactNode;
}) {
  const { t, language } = useTranslation();
  const edit = useEditComment(postId);
  const remove = useDeleteComment(postId);
  const like = useLikeComment(postId);
  const failed = useCommentFailure();
  const [isEditing, setEditing] = useState(false);
  const [text, setText] = useState(comment.content);
  const [isDeleting, setDeleting] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const name = comment.author?.fullName ?? t('blog.unknownAuthor');

  return (
    <Stack gap="xs" id={`comment-${comment.id}`}>
      <Paper
        withBorder={!comment.isDeleted}
        p="sm"
        radius="md"
        bg={comment.isDeleted ? 'var(--mantine-color-gray-0)' : undefined}
      >
        {comment.isDeleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('blog.comments.deleted')}
          </Text>
        ) : (
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap">
              <ProfileAvatar src={comment.author?.avatarUrl ?? null} name={name} size={28} />
              {comment.author ? (
                <Anchor
                  component={Link}
                  to={profilePaths.member(comment.author.id)}
                  size="sm"
                  fw={600}
                  c="inherit"
                >
                  {name}
                </Anchor>
              ) : (
                <Text size="sm" fw={600}>
                  {name}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                <time dateTime={comment.createdAt} title={fullDateLabel(comment.createdAt, language)}>
                  {timeAgo(comment.createdAt, language)}
                </time>
                {comment.updatedAt !== comment.createdAt && ` · ${t('blog.comments.edited')}`}
              </Text>
            </Group>
            {isEditing ? (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  edit.mutate(
                    { id: comment.id, content: text },
                    { onSuccess: () => setEditing(false), onError: failed('blog.comments.updateError') },
                  );
                }}
              >
                <Stack gap="xs">
                  <GrowingTextarea
                    label={t('blog.comments.editLabel')}
                    value={text}
                    onChange={(event) => setText(event.currentTarget.value)}
                    minRows={2}
                    maxLength={blogLimits.commentMax}
                  />
                  <Group gap="xs" justify="flex-end">
                    <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                      {t('blog.comments.cancel')}
                    </Button>
                    <Button type="submit" size="xs" loading={edit.isPending} disabled={!text.trim()}>
                      {t('blog.comments.save')}
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {comment.content}
              </Text>
            )}
            <Group gap={4}>
              {isMember ? (
                <LazyTooltip label={comment.liked ? t('blog.comments.unlike') : t('blog.comments.like')}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color={comment.liked ? 'red' : 'gray'}
                    leftSection={
                      comment.liked ? (
                        <IconHeartFilled size={14} aria-hidden />
                      ) : (
                        <IconHeart size={14} aria-hidden />
                      )
                    }
                    aria-label={`${comment.liked ? t('blog.comments.unlike') : t('blog.comments.like')} (${comment.likesCount})`}
                    aria-pressed={comment.liked}
                    onClick={() =>
                      like.mutate(
                        { id: comment.id, on: !comment.liked },
                        { onError: failed('blog.post.reactionError') },
                      )
                    }
                  >
                    {comment.likesCount}
                  </Button>
                </LazyTooltip>
              ) : (
                <Group gap={4} c="dimmed" px={6}>
                  <IconHeart size={14} aria-hidden />
                  <Text size="xs">{t('blog.likes', { count: comment.likesCount })}</Text>
                </Group>
              )}
              {comment.canReply && (
                <CommentAction icon={IconMessageReply} onClick={() => onReply(!isReplying)}>
                  {t('blog.comments.reply')}
                </CommentAction>
              )}
              {comment.canEdit && !isEditing && (
                <CommentAction
                  icon={IconPencil}
                  onClick={() => {
                    setText(comment.content);
                    setEditing(true);
                  }}
                >
                  {t('blog.comments.edit')}
                </CommentAction>
              )}
              {comment.canDelete && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('blog.comments.delete')}
                  onClick={() => setDeleting(true)}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
              {comment.canReport && (
                <CommentAction icon={IconFlag} onClick={() => setReporting(true)}>
                  {t('blog.comments.report')}
                </CommentAction>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
      {isReplying && (
        <Stack pl={{ base: 'sm', sm: 'xl' }}>
          <CommentForm
            postId={postId}
            parentId={comment.id}
            label={t('blog.comments.replyLabel', { name })}
            onDone={() => onReply(false)}
          />
        </Stack>
      )}
      {children && (
        <Stack
          gap="xs"
          pl={{ base: 'sm', sm: 'xl' }}
          style={{ borderLeft: '2px solid var(--mantine-color-gray-2)' }}
        >
          {children}
        </Stack>
      )}
      <ConfirmDialog
        opened={isDeleting}
        title={t('blog.comments.deleteConfirm')}
        message={comment.content}
        confirmLabel={t('blog.comments.delete')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => setDeleting(false),
            onError: failed('blog.comments.deleteError'),
          })
        }
        onClose={() => setDeleting(false)}
      />
      <CommentReportDialog
        opened={isReporting}
        onClose={() => setReporting(false)}
        postId={postId}
        commentId={comment.id}
      />
    </Stack>
  );
}
