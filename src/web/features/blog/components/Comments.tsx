import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { BlogComment, BlogPostDetail } from '../../../../common/contracts/blog';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useAuthDialog } from '../../auth';
import { useComments } from '../api/comments';
import { BlogCommentItem } from './BlogCommentItem';
import { CommentForm } from './CommentForm';

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
      <BlogCommentItem
        key={comment.id}
        comment={comment}
        postId={post.id}
        isReplying={replyTo === comment.id}
        onReply={(open) => setReplyTo(open ? comment.id : null)}
        isMember={isMember}
      >
        {renderTree(comment.id)}
      </BlogCommentItem>
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
