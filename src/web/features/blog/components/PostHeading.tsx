import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BlogPostDetail } from '../../../../common/contracts/blog';
import { DeleteItemButton, EditItemButton } from '../../../components/ItemButtons';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { fullDateLabel, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { profilePaths } from '../../profiles';
import { viewsLabel } from '../utils/views';

/** The article's categories or content categories, each a link to the list filtered by it. */
function CategoryLinks({
  label,
  items,
  to,
  variant,
}: {
  label: string;
  items: readonly { id: string; name: string }[];
  to: (id: string) => string;
  variant: 'light' | 'outline';
}) {
  if (items.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={label}>
      {items.map((category) => (
        <Badge
          key={category.id}
          component={Link}
          to={to(category.id)}
          variant={variant}
          color={variant === 'light' ? 'sankofa' : 'gray'}
          radius="sm"
          tt="none"
          style={{ cursor: 'pointer' }}
        >
          {category.name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * An article's head (001 §2.19): its categories and content categories, title, author with date, reading
 * time and views, and 'Modifier' and 'Supprimer' for the author or staff.
 */
export function PostHeading({ post, onDelete }: { post: BlogPostDetail; onDelete: () => void }) {
  const { t, language } = useTranslation();
  const when = post.publishedAt ?? post.createdAt;
  return (
    <Stack gap="sm">
      {(post.categories.length > 0 || post.contentCategories.length > 0) && (
        <Group gap={6}>
          <CategoryLinks
            label={t('blog.post.categories')}
            items={post.categories}
            to={(id) => `/blog?category=${id}`}
            variant="light"
          />
          <CategoryLinks
            label={t('blog.post.contentCategories')}
            items={post.contentCategories}
            to={(id) => `/blog?type=${id}`}
            variant="outline"
          />
        </Group>
      )}
      <Title order={1}>{post.title}</Title>
      <Group justify="space-between" gap="md" align="center">
        <Group gap="sm" wrap="nowrap">
          <ProfileAvatar src={post.author?.avatarUrl ?? null} name={post.author?.fullName ?? '?'} size={44} />
          <Stack gap={0}>
            {post.author ? (
              <Anchor component={Link} to={profilePaths.member(post.author.id)} fw={600} c="inherit">
                {post.author.fullName}
              </Anchor>
            ) : (
              <Text fw={600}>{t('blog.unknownAuthor')}</Text>
            )}
            <Text size="sm" c="dimmed">
              {post.author?.title ? `${post.author.title} · ` : ''}
              <time dateTime={when} title={fullDateLabel(when, language)}>
                {timeAgo(when, language)}
              </time>
              {' · '}
              {t('blog.readingTime', { count: post.readingMinutes })}
              {' · '}
              <span data-testid="blog-post-views">{viewsLabel(t, language, post.viewsCount)}</span>
            </Text>
          </Stack>
        </Group>
        {(post.canEdit || post.canDelete) && (
          <Group gap="xs">
            {post.canEdit && <EditItemButton to={`/blog/edit/${post.slug}`} label={t('blog.post.edit')} />}
            {post.canDelete && <DeleteItemButton label={t('blog.post.delete')} onClick={onDelete} />}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
