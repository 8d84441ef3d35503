import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type BlogPostDetail, blogLimits } from '../../../../common/contracts/blog';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useKeptDraft } from '../../../lib/use-kept-draft';
import { useSavePost } from '../api/posts';

/** The article editor's fields. */
interface PostValues {
  title: string;
  content: string;
  excerpt: string;
  published: boolean;
  featuredImage: string | null;
  additionalImages: string[];
  categoryIds: string[];
  contentCategoryIds: string[];
}

/** The fields of `post`, or a new article's. */
const valuesOf = (post?: BlogPostDetail): PostValues => ({
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
const reviveDraft = (kept: Partial<PostValues>) => ({ contentCategoryIds: [], ...kept }) as PostValues;

/** What each field says is wrong with it, under it. */
type PostFieldErrors = Partial<Record<keyof PostValues, string>>;

/**
 * The article editor's form (001 §2.19): its values, kept as a draft while typing, checked here (a title,
 * some text or an image) and then by the server, whose refusals go under their field or in `failure`;
 * saved, it goes back to the list.
 */
export const usePostForm = (post?: BlogPostDetail) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const save = useSavePost(post?.id);
  const initial = useMemo(() => valuesOf(post), [post]);
  const draft = useKeptDraft(draftName(post), initial, reviveDraft);
  const { values, setValues } = draft;
  const [errors, setErrors] = useState<PostFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof PostValues>(field: K, value: PostValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: PostFieldErrors = {};
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
            const fields: PostFieldErrors = {};
            for (const issue of error.details) {
              const field = issue.path.split('.')[0] as keyof PostValues;
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

  return { draft, values, setValues, errors, failure, set, submit, isSaving: save.isPending };
};
