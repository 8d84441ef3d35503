import type { z } from 'zod';
import type { BlogPostBody } from '../../../common/contracts/blog';
import { slugify } from '../../../common/slug';
import type { AreaDeps } from '../../area';
import { invalidField } from '../../lib/app-error';
import { htmlToText, sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../../platform/actor';
import type { BlogCategoryService } from './blog-category.service';
import { type BlogImageService, inlineImages, isBlogImageUrl } from './blog-image.service';
import * as contentRepo from './post-content-categories.repository';

/**
 * The stored columns of a form: sanitised HTML (decision 14, images of our storage only), its words,
 * the images checked as uploads of the actor or of the article's author, the categories checked.
 */
export const postColumns =
  (
    deps: Pick<AreaDeps, 'db'> & {
      categories: Pick<BlogCategoryService, 'existingIds'>;
      images: Pick<BlogImageService, 'ownedKeys'>;
    },
  ) =>
  async (actor: Actor, body: z.output<typeof BlogPostBody>, authorId: string) => {
    const content = sanitizeRichHtml(body.content, { imageSource: isBlogImageUrl });
    const contentText = htmlToText(content);
    const inline = inlineImages(content);
    if (!contentText && inline.length === 0) throw invalidField('content', 'blog.validation.contentRequired');
    const urls = [
      ...new Set([...(body.featuredImage ? [body.featuredImage] : []), ...body.additionalImages, ...inline]),
    ];
    const keys = await deps.images.ownedKeys(urls, [actor.id, authorId]);
    const categoryIds = [...new Set(body.categoryIds)];
    const known = await deps.categories.existingIds(categoryIds);
    if (known.length !== categoryIds.length)
      throw invalidField('categoryIds', 'blog.validation.categoryUnknown');
    const contentCategoryIds = [...new Set(body.contentCategoryIds)];
    const knownKinds = await contentRepo.findExistingContentCategoryIds(deps.db, contentCategoryIds);
    if (knownKinds.length !== contentCategoryIds.length)
      throw invalidField('contentCategoryIds', 'blog.validation.categoryUnknown');
    return {
      columns: {
        title: body.title,
        content,
        contentText,
        wordCount: contentText ? contentText.split(/\s+/).length : 0,
        excerpt: body.excerpt,
        featuredImageUrl: body.featuredImage,
        additionalImages: body.additionalImages.length > 0 ? [...new Set(body.additionalImages)] : null,
        imageKeys: keys,
      },
      categoryIds,
      contentCategoryIds,
    };
  };

/** The slug of an article's title; a 400 on `title` when nothing of it is left. */
export const slugOf = (title: string): string => {
  const slug = slugify(title);
  if (!slug) throw invalidField('title', 'blog.validation.titleSlug');
  return slug;
};
