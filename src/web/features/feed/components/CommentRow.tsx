import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CommentItem } from '../../../../common/contracts/feed';
import { LazyTooltip } from '../../../components/overlays/LazyTooltip';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { fullDate, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ReportAction } from '../../privacy';
import { profilePaths } from '../../profiles';
import classes from './PostCard.module.css';
import { PostText } from './PostText';

/** A comment under a post in the feed's own bubble: author, time, report and delete buttons, text. */
export function CommentRow({ comment, onDelete }: { comment: CommentItem; onDelete: () => void }) {
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
