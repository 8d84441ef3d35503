import { Button, Group } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { type BlogPostDetail, blogLimits, blogPostPath } from '../../../../common/contracts/blog';
import { Note } from '../../../components/Note';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useReaction } from '../api/posts';
import { ShareButtons } from './ShareButtons';

/**
 * Under an article's head: 'J'aime' and 'Enregistrer' for members (the likes' count for visitors), then
 * the share links.
 */
export function PostReactions({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation();
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const like = useReaction(post, 'like');
  const save = useReaction(post, 'save');
  const url = `${window.location.origin}${blogPostPath(post.slug)}`;

  const reactionFailed = () =>
    notify({ color: 'red', message: t('blog.post.reactionError'), autoClose: blogLimits.toastMs });

  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        {isMember && (
          <>
            <Button
              variant={post.liked ? 'light' : 'default'}
              color={post.liked ? 'red' : undefined}
              leftSection={
                post.liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />
              }
              aria-pressed={post.liked}
              onClick={() => like.mutate(!post.liked, { onError: reactionFailed })}
            >
              {t('blog.post.like')} · {post.likesCount}
            </Button>
            <Button
              variant={post.saved ? 'light' : 'default'}
              leftSection={
                post.saved ? (
                  <IconBookmarkFilled size={16} aria-hidden />
                ) : (
                  <IconBookmark size={16} aria-hidden />
                )
              }
              aria-pressed={post.saved}
              onClick={() => save.mutate(!post.saved, { onError: reactionFailed })}
            >
              {post.saved ? t('blog.post.saved') : t('blog.post.save')}
            </Button>
          </>
        )}
        {!isMember && <Note>{t('blog.likes', { count: post.likesCount })}</Note>}
      </Group>
      <ShareButtons url={url} title={post.title} />
    </Group>
  );
}
