import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type BlogPostDetail, blogLimits, blogPostPath } from '../../../../common/contracts/blog';
import { Note } from '../../../components/Note';
import { PageFrame } from '../../../components/PageFrame';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { RichHtml } from '../../../components/RichHtml';
import { isApiError } from '../../../lib/api-client';
import { fullDateLabel, timeAgo } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { imageSizes, responsiveImage } from '../../../lib/responsive-image';
import { useSession } from '../../../lib/session';
import { profilePaths } from '../../profiles';
import { useBlogPost, useDeletePost, useReaction } from '../api/posts';
import { Comments } from '../components/Comments';
import { PostMissing } from '../components/PostMissing';
import { ShareButtons } from '../components/ShareButtons';
import { viewsLabel } from '../utils/views';
import classes from './PostPage.module.css';

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
 * `/blog/{slug}` (001 §2.19): breadcrumb, featured image, title, author, date, categories, like and save
 * (members), share links, the excerpt as a quote, the content, additional images, edit and delete for the
 * author or staff (delete confirmed in a panel first), then the comments. An old slug lands on the
 * article's current address.
 */
export function PostPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const navigate = useNavigate();
  const post = useBlogPost(slug);
  usePageTitle(post.data?.title ?? t('blog.title'));

  useEffect(() => {
    // Decision 2: a renamed article answers under its new slug.
    if (post.data && slug && post.data.slug !== slug) {
      navigate(blogPostPath(post.data.slug), { replace: true });
    }
  }, [post.data, slug, navigate]);

  if (post.isPending) {
    return (
      <Container size="md" w="100%" py="xl">
        <Stack gap="md" aria-busy aria-label={t('blog.loading')}>
          <Skeleton height={16} width={160} />
          <Skeleton height={320} radius="md" />
          <Skeleton height={36} width="70%" />
          <Skeleton height={14} />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
        </Stack>
      </Container>
    );
  }
  if (post.isError) {
    const missing = isApiError(post.error) && ['not_found', 'validation_failed'].includes(post.error.code);
    return missing ? (
      <PostMissing title={t('blog.notFound')} />
    ) : (
      <PostMissing title={t('blog.loadPostError')} message={post.error.message || t('blog.loadPostError')} />
    );
  }
  return <Article post={post.data} />;
}

function Article({ post }: { post: BlogPostDetail }) {
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const isMember = Boolean(session.data?.user);
  const like = useReaction(post, 'like');
  const save = useReaction(post, 'save');
  const remove = useDeletePost();
  const [isConfirming, setConfirming] = useState(false);
  const url = `${window.location.origin}${blogPostPath(post.slug)}`;
  const when = post.publishedAt ?? post.createdAt;

  const reactionFailed = () =>
    notify({ color: 'red', message: t('blog.post.reactionError'), autoClose: blogLimits.toastMs });

  return (
    <PageFrame crumbs={[{ label: t('blog.breadcrumb'), to: '/blog' }, { label: post.title }]}>
      {post.status !== 'published' && (
        <Alert color="orange" variant="light">
          {t(post.status === 'draft' ? 'blog.post.statusDraft' : 'blog.post.statusUnpublished')}
        </Alert>
      )}
      {post.featuredImageUrl && (
        <img {...responsiveImage(post.featuredImageUrl, imageSizes.cover)} alt="" className={classes.cover} />
      )}
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
            <ProfileAvatar
              src={post.author?.avatarUrl ?? null}
              name={post.author?.fullName ?? '?'}
              size={44}
            />
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
              {post.canEdit && (
                <Button
                  component={Link}
                  to={`/blog/edit/${post.slug}`}
                  variant="default"
                  size="xs"
                  leftSection={<IconPencil size={14} aria-hidden />}
                >
                  {t('blog.post.edit')}
                </Button>
              )}
              {post.canDelete && (
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {t('blog.post.delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>

      {isConfirming && (
        <Paper
          withBorder
          p="md"
          radius="md"
          bg="var(--mantine-color-red-0)"
          role="region"
          aria-label={t('blog.post.deleteTitle')}
        >
          <Stack gap="sm">
            <Text fw={600}>{t('blog.post.deleteTitle')}</Text>
            <Text size="sm">{t('blog.post.deleteBody')}</Text>
            <Group gap="xs">
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(post.id, {
                    onSuccess: () => {
                      notify({ color: 'teal', message: t('blog.deleted'), autoClose: blogLimits.toastMs });
                      navigate('/blog');
                    },
                    onError: (error) =>
                      notify({
                        color: 'red',
                        message: `${t('blog.deleteError')}${error.message || t('blog.deletePostError')}`,
                        autoClose: blogLimits.toastMs,
                      }),
                  })
                }
              >
                {t('blog.post.confirmDelete')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('blog.post.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

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

      {post.excerpt && <blockquote className={classes.excerpt}>{post.excerpt}</blockquote>}

      {post.content ? (
        <RichHtml html={post.content} className={classes.content} />
      ) : (
        <Text c="dimmed">{t('blog.noContent')}</Text>
      )}

      {post.additionalImages.length > 0 && (
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('blog.post.images')}
          </Title>
          <div className={classes.gallery}>
            {post.additionalImages.map((src, index) => (
              <a
                key={src}
                href={src}
                target="_blank"
                rel="noopener"
                aria-label={t('blog.post.openImage', { n: index + 1 })}
              >
                <img {...responsiveImage(src, imageSizes.thumbnail)} alt="" loading="lazy" />
              </a>
            ))}
          </div>
        </Stack>
      )}

      <Divider />
      <Comments post={post} />
    </PageFrame>
  );
}
