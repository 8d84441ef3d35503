import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageReply,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type BlogComment, type BlogPostDetail, blogLimits } from '../../../../common/contracts/blog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { Modal } from '../../../components/Modal';
import { Note } from '../../../components/Note';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { isApiError } from '../../../lib/api-client';
import { fullDateLabel, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { profilePaths } from '../../profiles';
import {
  useAddComment,
  useComments,
  useDeleteComment,
  useEditComment,
  useLikeComment,
  useReportComment,
} from '../api/comments';

/** The catalog text of a failed comment write: the server's field message, its code's text, or the spec's. */
const useFailure = () => {
  const { t } = useTranslation();
  return (fallbackKey: string) => (error: unknown) => {
    const message = isApiError(error)
      ? (error.details[0]?.message ?? (error.code === 'validation_failed' ? t(fallbackKey) : error.message))
      : t(fallbackKey);
    notify({ color: 'red', message: message || t(fallbackKey), autoClose: blogLimits.toastMs });
  };
};

/**
 * The comments of an article (001 §2.19): a visitor reads them and is invited to sign in; a member
 * comments, replies (one reply form open at a time, while the level is below 3), edits and deletes their
 * own, likes, and reports others'. Deleted comments with replies read 'Commentaire supprimé'.
 */
export function Comments({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const authDialog = useAuthDialog();
  const comments = useComments(post.id);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const items = useMemo(() => comments.data?.pages.flatMap((page) => page.items) ?? [], [comments.data]);
  const children = useMemo(() => {
    const map = new Map<string | null, BlogComment[]>();
    for (const item of items) {
      const key = item.depth === 0 ? null : item.parentId;
      map.set(key, [...(map.get(key) ?? []), item]);
    }
    return map;
  }, [items]);

  const renderTree = (parent: string | null) =>
    (children.get(parent) ?? []).map((comment) => (
      <CommentItem
        key={comment.id}
        comment={comment}
        postId={post.id}
        isReplying={replyTo === comment.id}
        onReply={(open) => setReplyTo(open ? comment.id : null)}
        isMember={isMember}
      >
        {renderTree(comment.id)}
      </CommentItem>
    ));

  return (
    <Stack gap="md" component="section" aria-labelledby="blog-comments-title">
      <Title order={2} fz="h3" id="blog-comments-title">
        {t('blog.comments.title')} ({post.commentsCount})
      </Title>
      {isMember ? (
        <CommentForm postId={post.id} parentId={null} label={t('blog.comments.label')} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('blog.comments.signIn')}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => authDialog.open('login', { redirect: `/blog/${post.slug}` })}
            >
              {t('blog.comments.signInAction')}
            </Button>
          </Group>
        </Paper>
      )}
      {comments.isError ? (
        <Text c="red" size="sm" role="alert">
          {t('blog.comments.loadError')}
        </Text>
      ) : items.length === 0 && !comments.isPending ? (
        <Note>{t('blog.comments.empty')}</Note>
      ) : (
        <Stack gap="sm">{renderTree(null)}</Stack>
      )}
      {comments.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() => void comments.fetchNextPage()}
          loading={comments.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('blog.comments.more')}
        </Button>
      )}
    </Stack>
  );
}

function CommentForm({
  postId,
  parentId,
  label,
  onDone,
}: {
  postId: string;
  parentId: string | null;
  label: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddComment(postId);
  const failed = useFailure();
  const [content, setContent] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { content, parentId },
      {
        onSuccess: () => {
          setContent('');
          onDone?.();
        },
        onError: failed('blog.comments.submitError'),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <GrowingTextarea
          label={label}
          placeholder={t('blog.comments.placeholder')}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          minRows={parentId ? 2 : 3}
          maxLength={blogLimits.commentMax}
          autoFocus={Boolean(parentId)}
        />
        <Group gap="xs" justify="flex-end">
          {onDone && (
            <Button variant="default" size="xs" onClick={onDone}>
              {t('blog.comments.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={add.isPending} disabled={!content.trim()}>
            {parentId ? t('blog.comments.replySubmit') : t('blog.comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentItem({
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
  children: React.ReactNode;
}) {
  const { t, language } = useTranslation();
  const edit = useEditComment(postId);
  const remove = useDeleteComment(postId);
  const like = useLikeComment(postId);
  const report = useReportComment(postId);
  const failed = useFailure();
  const [isEditing, setEditing] = useState(false);
  const [text, setText] = useState(comment.content);
  const [isDeleting, setDeleting] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
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
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconMessageReply size={14} aria-hidden />}
                  onClick={() => onReply(!isReplying)}
                >
                  {t('blog.comments.reply')}
                </Button>
              )}
              {comment.canEdit && !isEditing && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => {
                    setText(comment.content);
                    setEditing(true);
                  }}
                >
                  {t('blog.comments.edit')}
                </Button>
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
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  leftSection={<IconFlag size={14} aria-hidden />}
                  onClick={() => setReporting(true)}
                >
                  {t('blog.comments.report')}
                </Button>
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
      <Modal opened={isReporting} onClose={() => setReporting(false)} title={t('blog.comments.reportTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { id: comment.id, reason },
              {
                onSuccess: () => {
                  setReporting(false);
                  setReason('');
                  notify({
                    color: 'teal',
                    message: t('blog.comments.reported'),
                    autoClose: blogLimits.toastMs,
                  });
                },
                onError: failed('blog.comments.reportError'),
              },
            );
          }}
        >
          <Stack gap="sm">
            <GrowingTextarea
              label={t('blog.comments.reportReason')}
              description={t('blog.comments.reportHint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              minRows={3}
              maxLength={blogLimits.reasonMax}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setReporting(false)}>
                {t('blog.comments.cancel')}
              </Button>
              <Button type="submit" color="red" loading={report.isPending} disabled={!reason.trim()}>
                {t('blog.comments.reportSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
