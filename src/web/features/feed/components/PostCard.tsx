import { ActionIcon } from '@mantine/core';
import {
  IconDots,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconPencil,
  IconShare3,
  IconTrash,
} from '@tabler/icons-react';
import { memo, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PostItem } from '../../../../common/contracts/feed';
import { LazyMenu, MenuItem } from '../../../components/overlays/LazyMenu';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { fullDate, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { ReportDialog, ReportMenuItem } from '../../privacy';
import { profilePaths } from '../../profiles';
import { useLikePost } from '../api/like-post';
import { useSharePost } from '../api/share-post';
import { feedErrorKey } from '../utils/error-text';
import { useMemberAction } from '../utils/use-member-action';
import { DeletePostDialog } from './DeletePostDialog';
import { LazyPostComposer } from './LazyPostComposer';
import classes from './PostCard.module.css';
import { PostComments } from './PostComments';
import { PostMedia } from './PostMedia';
import { PostText } from './PostText';

// The composer (file handling, suggestions) loads when a member edits, not with every post.

/** Copies to the clipboard; false when the browser refuses (no permission, insecure page). */
const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};

interface PostCardProps {
  post: PostItem;
  /** Shown alone (the `?post=` share link): comments open. */
  isHighlighted?: boolean;
}

/**
 * One post of the feed (002 §3, §4): author, text, media, counters, like / comment / share, comments.
 * Memoised: the list renders again when a page is being fetched or its sentinel mounts, and a post's
 * object only changes when the post does (TanStack Query keeps unchanged items' identity).
 */
export const PostCard = memo(function PostCard({ post, isHighlighted = false }: PostCardProps) {
  const { t, language } = useTranslation();
  const { run } = useMemberAction();
  const like = useLikePost();
  const share = useSharePost();
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [isReporting, setReporting] = useState(false);
  const commentInput = useRef<HTMLTextAreaElement>(null);
  const [commentFocusRequest, setCommentFocusRequest] = useState(0);
  const textId = useId();
  const headingId = useId();

  const handleLike = () =>
    run(() =>
      like.mutate(
        { postId: post.id, like: !post.likedByMe },
        {
          onError: (error) =>
            notify({ color: 'red', message: t(feedErrorKey(error, 'feed.errors.likeFailed')) }),
        },
      ),
    );

  const handleShare = () =>
    run(() =>
      share.mutate(post.id, {
        onSuccess: async (result) => {
          const isCopied = await copyText(new URL(result.url, window.location.origin).toString());
          notify(
            isCopied
              ? { color: 'teal', message: t('feed.share.copied') }
              : { color: 'red', message: t('feed.share.copyFailed') },
          );
        },
        onError: (error) =>
          notify({ color: 'red', message: t(feedErrorKey(error, 'feed.errors.shareFailed')) }),
      }),
    );

  // The box may not be there yet: PostComments focuses it once the request arrives.
  const handleComment = () => run(() => setCommentFocusRequest((value) => value + 1));

  const author = post.author;
  const viewerId = useSession().data?.user?.id;
  // Members report others' posts (issue 22 §3).
  const canReport = Boolean(viewerId) && viewerId !== author.id;
  const isMenuShown = post.canEdit || post.canDelete || canReport;

  return (
    <article
      className={classes.card}
      data-highlighted={isHighlighted || undefined}
      aria-labelledby={headingId}
    >
      <div className={classes.header}>
        <div className={classes.author}>
          <ProfileAvatar src={author.avatarUrl} name={author.fullName} size={44} />
          <div className={classes.authorText}>
            <Link to={profilePaths.member(author.id)} className={classes.authorName} id={headingId}>
              {author.fullName}
            </Link>
            {author.title && <p className={`${classes.meta} ${classes.oneLine}`}>{author.title}</p>}
            <p className={classes.meta}>
              <time dateTime={post.createdAt} title={fullDate(post.createdAt, language)}>
                {timeAgo(post.createdAt, language)}
              </time>
              {post.edited && (
                <span title={fullDate(post.updatedAt, language)}> · {t('feed.post.edited')}</span>
              )}
            </p>
          </div>
        </div>
        {isMenuShown && (
          <LazyMenu
            position="bottom-end"
            withinPortal
            shadow="md"
            target={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('feed.post.menu', { name: author.fullName })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            }
          >
            {post.canEdit && (
              <MenuItem leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
                {t('feed.post.edit')}
              </MenuItem>
            )}
            {post.canDelete && (
              <MenuItem
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('feed.post.delete')}
              </MenuItem>
            )}
            {canReport && <ReportMenuItem onClick={() => setReporting(true)} />}
          </LazyMenu>
        )}
      </div>

      {post.content && (
        <div className={classes.body}>
          <PostText text={post.content} id={textId} />
        </div>
      )}
      {post.media.length > 0 && (
        <div className={classes.media}>
          <PostMedia media={post.media} authorName={author.fullName} />
        </div>
      )}

      {(post.likeCount > 0 || post.commentCount > 0 || post.shareCount > 0) && (
        <div className={classes.counts}>
          <p className={classes.meta}>
            {post.likeCount > 0 && t('feed.post.likes', { count: post.likeCount })}
          </p>
          <p className={classes.meta}>
            {[
              post.commentCount > 0 ? t('feed.post.comments', { count: post.commentCount }) : null,
              post.shareCount > 0 ? t('feed.post.shares', { count: post.shareCount }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      )}

      <div className={classes.actions}>
        <button
          type="button"
          className={classes.action}
          onClick={handleLike}
          aria-pressed={post.likedByMe}
          data-active={post.likedByMe || undefined}
        >
          {post.likedByMe ? (
            <IconHeartFilled size={19} aria-hidden className={classes.heart} />
          ) : (
            <IconHeart size={19} stroke={1.8} aria-hidden />
          )}
          <span>{t('feed.post.like')}</span>
        </button>
        <button type="button" className={classes.action} onClick={handleComment}>
          <IconMessageCircle size={19} stroke={1.8} aria-hidden />
          <span>{t('feed.post.comment')}</span>
        </button>
        <LazyTooltip label={t('feed.share.hint')} withArrow openDelay={400}>
          <button type="button" className={classes.action} onClick={handleShare} disabled={share.isPending}>
            <IconShare3 size={19} stroke={1.8} aria-hidden />
            <span>{t('feed.post.share')}</span>
          </button>
        </LazyTooltip>
      </div>

      <PostComments
        post={post}
        inputRef={commentInput}
        focusRequest={commentFocusRequest}
        isInitiallyExpanded={isHighlighted}
      />

      {isEditing && (
        <Suspense fallback={null}>
          <LazyPostComposer opened post={post} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      <DeletePostDialog post={post} opened={isDeleting} onClose={() => setDeleting(false)} />
      {canReport && (
        <ReportDialog
          opened={isReporting}
          onClose={() => setReporting(false)}
          targetType="post"
          targetId={post.id}
        />
      )}
    </article>
  );
});
