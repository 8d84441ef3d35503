import { Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconHeart, IconMessageCircle, IconNews } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type BlogPostCard, blogPostPath } from '../../../../common/contracts/blog';
import { CardCover } from '../../../components/directory/CardCover';
import { CardTitle } from '../../../components/directory/CardTitle';
import card from '../../../components/directory/DirectoryCard.module.css';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { viewsLabel } from '../utils/views';
import classes from './PostCard.module.css';

interface PostCardProps {
  post: BlogPostCard;
  /** Staff: the card's selection box. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  /** Staff: Modifier, Voir en public, Supprimer and the published toggle. */
  actions?: ReactNode;
}

/** An article of the grid: image, categories, title, summary, author, date, reading time and counts
 * (likes, comments, readers). */
export function PostCard({ post, selection, actions }: PostCardProps) {
  const { t, language } = useTranslation();
  const isHidden = post.status !== 'published';
  const when = post.publishedAt ?? post.createdAt;
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component="article"
      className={`${classes.card} ${isHidden ? classes.hidden : ''}`}
    >
      <CardCover
        url={post.featuredImageUrl}
        className={classes.cover}
        placeholderClassName={classes.placeholder}
      >
        <IconNews size={40} stroke={1.2} />
      </CardCover>
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        {(selection || isHidden) && (
          <Group justify="space-between" gap="xs">
            {selection && (
              <Checkbox
                checked={selection.checked}
                onChange={(event) => selection.onChange(event.currentTarget.checked)}
                aria-label={t('blog.staff.select', { title: post.title })}
              />
            )}
            {isHidden && (
              <Badge color="orange" variant="filled" radius="sm">
                {t(post.status === 'draft' ? 'blog.badges.draft' : 'blog.badges.unpublished')}
              </Badge>
            )}
          </Group>
        )}
        {post.categories.length > 0 && (
          <Group gap={4}>
            {post.categories.slice(0, 3).map((category) => (
              <Badge key={category.id} variant="light" color="sankofa" radius="sm" tt="none">
                {category.name}
              </Badge>
            ))}
          </Group>
        )}
        <CardTitle to={blogPostPath(post.slug)} size="lg">
          {post.title}
        </CardTitle>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {post.summary}
        </Text>
        <Stack gap="xs" className={card.foot} pt="xs">
          <Group gap="xs" wrap="nowrap">
            <ProfileAvatar
              src={post.author?.avatarUrl ?? null}
              name={post.author?.fullName ?? '?'}
              size={28}
            />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} truncate>
                {post.author?.fullName ?? t('blog.unknownAuthor')}
              </Text>
              <Text size="xs" c="dimmed">
                {t(post.publishedAt ? 'blog.publishedOn' : 'blog.draftOn', { when: timeAgo(when, language) })}
                {' · '}
                {t('blog.readingTime', { count: post.readingMinutes })}
              </Text>
            </Stack>
          </Group>
          <Group gap="md" c="dimmed">
            <Group gap={4}>
              <IconHeart size={15} stroke={1.8} aria-hidden />
              <Text size="xs">{t('blog.likes', { count: post.likesCount })}</Text>
            </Group>
            <Group gap={4}>
              <IconMessageCircle size={15} stroke={1.8} aria-hidden />
              <Text size="xs">{t('blog.commentsCount', { count: post.commentsCount })}</Text>
            </Group>
            <Group gap={4}>
              <IconEye size={15} stroke={1.8} aria-hidden />
              <Text size="xs">{viewsLabel(t, language, post.viewsCount)}</Text>
            </Group>
          </Group>
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
}
