import { Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { blogLimits } from '../../../../common/contracts/blog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { useTranslation } from '../../../lib/i18n';
import { useAddComment } from '../api/comments';
import { useCommentFailure } from './comment-failure';

/** A new comment under the article, or a reply under a comment (focused, with 'Annuler'). */
export function CommentForm({
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
  const failed = useCommentFailure();
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
