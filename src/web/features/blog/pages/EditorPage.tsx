import { Anchor, Checkbox, Container, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { type BlogPostDetail, blogLimits, blogPostPath } from '../../../../common/contracts/blog';
import { FormFailure } from '../../../components/FormFailure';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { PageLoader } from '../../../components/PageLoader';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useBlogCategories } from '../api/blog-categories';
import { useContentCategories } from '../api/content-categories';
import { useBlogPost } from '../api/posts';
import { CategoryPicker } from '../components/CategoryPicker';
import { AdditionalImagesField, FeaturedImageField } from '../components/EditorImages';
import { PostEditorActions } from '../components/PostEditorActions';
import { PostMissing } from '../components/PostMissing';
import { useBlogImageUpload } from '../hooks/use-blog-image-upload';
import { usePostForm } from '../hooks/use-post-form';

/** `/blog/new` (001 §2.19): 'Nouvel article', back to the blog. */
export function NewPostPage() {
  return <PostEditor />;
}

/** `/blog/edit/{slug}`: 'Modifier l'article', back to the article; its author or staff only. */
export function EditPostPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const post = useBlogPost(slug);
  if (post.isPending) {
    return <PageLoader label={t('blog.loading')} />;
  }
  if (post.isError) {
    const missing = isMissing(post.error);
    return <PostMissing title={missing ? t('blog.notFound') : t('blog.loadPostError')} />;
  }
  if (!post.data.canEdit) return <PostMissing title={t('blog.notAllowed')} />;
  return <PostEditor post={post.data} />;
}

function PostEditor({ post }: { post?: BlogPostDetail }) {
  const { t } = useTranslation();
  const { draft, values, setValues, errors, failure, set, submit, isSaving } = usePostForm(post);
  const categories = useBlogCategories();
  const contentCategories = useContentCategories();
  usePageTitle(post ? t('blog.editPost') : t('blog.newPost'));

  const { upload, transfer } = useBlogImageUpload();
  const pickFeaturedImage = async (file: File | null) => {
    const url = await upload(file);
    if (url) set('featuredImage', url);
  };

  const backTo = post ? blogPostPath(post.slug) : '/blog';

  return (
    <Container size="md" w="100%" py={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Anchor component={Link} to={backTo} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {post ? t('blog.backToPost') : t('blog.backToBlog')}
            </Group>
          </Anchor>
          <Title order={1}>{post ? t('blog.editPost') : t('blog.newPost')}</Title>

          <KeptDraftNotices draft={draft} />

          <TextInput
            label={t('blog.editor.title')}
            required
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            maxLength={blogLimits.titleMax}
            error={errors.title}
            size="md"
          />

          <FeaturedImageField
            src={values.featuredImage}
            onPick={pickFeaturedImage}
            onRemove={() => set('featuredImage', null)}
            error={errors.featuredImage}
          />

          <LazyRichTextEditor
            label={t('blog.editor.content')}
            value={values.content}
            onChange={(html) => set('content', html)}
            error={errors.content}
            minHeight={320}
            onUploadImage={(file) => upload(file)}
            imageLabel={t('blog.editor.insertImage')}
          />

          <GrowingTextarea
            label={t('blog.editor.excerpt')}
            description={t('blog.editor.excerptHint')}
            value={values.excerpt}
            onChange={(event) => set('excerpt', event.currentTarget.value)}
            maxLength={blogLimits.excerptMax}
            minRows={2}
            error={errors.excerpt}
          />

          <CategoryPicker
            label={t('blog.editor.categories')}
            placeholder={t('blog.editor.categoriesPlaceholder')}
            options={categories.data ?? []}
            value={values.categoryIds}
            onChange={(ids) => set('categoryIds', ids)}
            error={errors.categoryIds ?? (categories.isError ? t('blog.editor.categoriesError') : undefined)}
          />
          <CategoryPicker
            label={t('blog.editor.contentCategories')}
            placeholder={t('blog.editor.contentCategoriesPlaceholder')}
            options={contentCategories.data ?? []}
            value={values.contentCategoryIds}
            onChange={(ids) => set('contentCategoryIds', ids)}
            error={
              errors.contentCategoryIds ??
              (contentCategories.isError ? t('blog.editor.categoriesError') : undefined)
            }
          />

          <AdditionalImagesField
            images={values.additionalImages}
            onPick={async (file) => {
              const url = await upload(file);
              if (url)
                setValues((current) => ({
                  ...current,
                  additionalImages: [...current.additionalImages, url].slice(
                    0,
                    blogLimits.additionalImagesMax,
                  ),
                }));
            }}
            onRemove={(src) =>
              set(
                'additionalImages',
                values.additionalImages.filter((url) => url !== src),
              )
            }
            error={errors.additionalImages}
          />

          <Checkbox
            label={t('blog.editor.published')}
            description={t('blog.editor.publishedHint')}
            checked={values.published}
            onChange={(event) => set('published', event.currentTarget.checked)}
          />

          <FormFailure message={failure} />

          <PostEditorActions transfer={transfer} draft={draft} backTo={backTo} isSaving={isSaving} />
        </Stack>
      </form>
    </Container>
  );
}
