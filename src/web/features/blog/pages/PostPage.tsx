import { Container, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type BlogPostDetail, blogLimits, blogPostPath } from '../../../../common/contracts/blog';
import { Notice } from '../../../components/Notice';
import { PageFrame } from '../../../components/PageFrame';
import { RichHtml } from '../../../components/RichHtml';
import { isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { imageSizes, responsiveImage } from '../../../lib/responsive-image';
import { useBlogPost, useDeletePost } from '../api/posts';
import { Comments } from '../components/Comments';
import { PostDeletePanel } from '../components/PostDeletePanel';
import { PostHeading } from '../components/PostHeading';
import { PostMissing } from '../components/PostMissing';
import { PostReactions } from '../components/PostReactions';
import classes from './PostPage.module.css';

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
    const missing = isMissing(post.error);
    return missing ? (
      <PostMissing title={t('blog.notFound')} />
    ) : (
      <PostMissing title={t('blog.loadPostError')} message={post.error.message || t('blog.loadPostError')} />
    );
  }
  return <Article post={post.data} />;
}

function Article({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeletePost();
  const [isConfirming, setConfirming] = useState(false);

  const handleDelete = () =>
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
    });

  return (
    <PageFrame crumbs={[{ label: t('blog.breadcrumb'), to: '/blog' }, { label: post.title }]}>
      {post.status !== 'published' && (
        <Notice tone="caution">
          {t(post.status === 'draft' ? 'blog.post.statusDraft' : 'blog.post.statusUnpublished')}
        </Notice>
      )}
      {post.featuredImageUrl && (
        <img {...responsiveImage(post.featuredImageUrl, imageSizes.cover)} alt="" className={classes.cover} />
      )}
      <PostHeading post={post} onDelete={() => setConfirming(true)} />

      {isConfirming && (
        <PostDeletePanel
          isPending={remove.isPending}
          onConfirm={handleDelete}
          onCancel={() => setConfirming(false)}
        />
      )}

      <PostReactions post={post} />

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
