import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { type BlogPostDetail, blogLimits, blogPostPath } from '../../../../common/contracts/blog';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { KeptDraftNotices } from '../../../components/KeptDraftNotices';
import { PageLoader } from '../../../components/PageLoader';
import { LazyRichTextEditor } from '../../../components/rich-text/LazyRichTextEditor';
import { UploadProgress } from '../../../components/UploadProgress';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useKeptDraft } from '../../../lib/use-kept-draft';
import { useBlogCategories } from '../api/blog-categories';
import { useContentCategories } from '../api/content-categories';
import { useBlogPost, useSavePost } from '../api/posts';
import { CategoryPicker } from '../components/CategoryPicker';
import { AdditionalImagesField, FeaturedImageField } from '../components/EditorImages';
import { PostMissing } from '../components/PostMissing';
import { useBlogImageUpload } from '../hooks/use-blog-image-upload';

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
    const missing = isApiError(post.error) && ['not_found', 'validation_failed'].includes(post.error.code);
    return <PostMissing title={missing ? t('blog.notFound') : t('blog.loadPostError')} />;
  }
  if (!post.data.canEdit) return <PostMissing title={t('blog.notAllowed')} />;
  return <PostEditor post={post.data} />;
}

interface Values {
  title: string;
  content: string;
  excerpt: string;
  published: boolean;
  featuredImage: string | null;
  additionalImages: string[];
  categoryIds: string[];
  contentCategoryIds: string[];
}

const valuesOf = (post?: BlogPostDetail): Values => ({
  title: post?.title ?? '',
  content: post?.content ?? '',
  excerpt: post?.excerpt ?? '',
  // §4: a new article is published unless unticked.
  published: post ? post.status === 'published' : true,
  featuredImage: post?.featuredImageUrl ?? null,
  additionalImages: post?.additionalImages ?? [],
  categoryIds: post?.categories.map((c) => c.id) ?? [],
  contentCategoryIds: post?.contentCategories.map((c) => c.id) ?? [],
});

/** Which draft the form keeps while typing, so nothing typed is lost (a closed tab, an expired session). */
const draftName = (post?: BlogPostDetail) => `blog.${post?.id ?? 'new'}`;
/** A draft kept before content categories existed has none. */
const reviveDraft = (kept: Partial<Values>) => ({ contentCategoryIds: [], ...kept }) as Values;

type FieldErrors = Partial<Record<keyof Values, string>>;

function PostEditor({ post }: { post?: BlogPostDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const categories = useBlogCategories();
  const contentCategories = useContentCategories();
  const save = useSavePost(post?.id);
  const initial = useMemo(() => valuesOf(post), [post]);
  const draft = useKeptDraft(draftName(post), initial, reviveDraft);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(post ? t('blog.editPost') : t('blog.newPost'));

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const { upload, transfer } = useBlogImageUpload();
  const pickFeaturedImage = async (file: File | null) => {
    const url = await upload(file);
    if (url) set('featuredImage', url);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const local: FieldErrors = {};
    if (!values.title.trim()) local.title = t('blog.validation.titleRequired');
    if (!values.content.replace(/<[^>]*>/g, '').trim() && !values.content.includes('<img')) {
      local.content = t('blog.validation.contentRequired');
    }
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    if (!session.data?.user) {
      setFailure(t('blog.editor.signedOut'));
      return;
    }
    if (!session.data.user.id) {
      setFailure(t('blog.editor.userIdMissing'));
      return;
    }
    save.mutate(
      {
        title: values.title,
        content: values.content,
        excerpt: values.excerpt.trim() || null,
        published: values.published,
        featuredImage: values.featuredImage,
        additionalImages: values.additionalImages,
        categoryIds: values.categoryIds,
        contentCategoryIds: values.contentCategoryIds,
      },
      {
        onSuccess: (saved) => {
          draft.saved();
          notify({ color: 'teal', message: t('blog.editor.saved'), autoClose: blogLimits.toastMs });
          // §9: back to the list 1.5 s after the save.
          window.setTimeout(
            () => navigate(saved.status === 'published' ? '/blog' : '/blog?view=mine'),
            blogLimits.redirectAfterSaveMs,
          );
        },
        onError: (error) => {
          if (!isApiError(error)) {
            setFailure(t('blog.editor.saveError'));
            return;
          }
          if (error.code === 'validation_failed') {
            const fields: FieldErrors = {};
            for (const issue of error.details) {
              const field = issue.path.split('.')[0] as keyof Values;
              fields[field] = fields[field] ?? issue.message;
            }
            setErrors(fields);
            return;
          }
          // The session ended while writing: the text stays here and on this device.
          if (error.status === 401) setFailure(t('blog.editor.tokenMissing'));
          else if (error.status === 403) setFailure(t('blog.editor.forbidden'));
          else if (error.code === 'slug_taken') setErrors({ title: error.message });
          else setFailure(error.message || t('blog.editor.saveError'));
        },
      },
    );
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

          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}

          <Group justify="space-between" gap="sm">
            {transfer.current ? (
              <div style={{ flex: 1, minWidth: 200 }}>
                <UploadProgress transfer={transfer} />
              </div>
            ) : (
              <Text size="xs" c="dimmed" aria-live="polite">
                {draft.isDirty && !draft.isSaved ? t('common.draft.kept') : ''}
              </Text>
            )}
            <Group gap="sm">
              <Button component={Link} to={backTo} variant="default">
                {t('blog.editor.cancel')}
              </Button>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={transfer.current !== null || draft.isSaved}
              >
                {t('blog.editor.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
