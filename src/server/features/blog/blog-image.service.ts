import { randomUUID } from 'node:crypto';
import { blogLimits } from '../../../common/contracts/blog';
import { invalidField } from '../../lib/app-error';
import { storeImage } from '../../lib/image-variants';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { acceptImage } from '../../platform/row-image';
import { recordWithinQuota } from '../../platform/storage-quota';
import * as repo from './post.repository';

const l = blogLimits;

/** An article's image: JPG, PNG, WebP or GIF, 5 MB, refused with the blog's own texts. */
const imageRules: ImageRules = {
  allowed: ['jpg', 'png', 'webp', 'gif'],
  maxBytes: l.imageMaxBytes,
  maxWidth: l.imageMaxWidth,
  tooLarge: { code: 'file_too_large', messageKey: 'blog.errors.imageTooLarge' },
  notImage: { code: 'unsupported_file_type', messageKey: 'blog.errors.imageType' },
};

/** The bucket of the blog's images: `/storage/blog-images/{userId}/{uuid}.{ext}` (001 §3). */
export const blogImageBucket = 'blog-images' as const;
const imagePrefix = `/storage/${blogImageBucket}/`;

/** Decision 14: an article's inline images come from the blog's own storage only. */
export const isBlogImageUrl = (src: string): boolean =>
  src.startsWith(imagePrefix) && /^[\w][\w./-]*$/.test(src.slice(imagePrefix.length)) && !src.includes('..');

/** The sources of the images an article's (sanitised) HTML shows. */
export const inlineImages = (html: string): string[] =>
  [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');

export type BlogImageService = ReturnType<typeof createBlogImageService>;

/**
 * The articles' images (001 §2.19, §3): the upload of one, the check that an article shows only its
 * author's (or the editing staff's) uploads, the removal of an article's files, and the sweep of uploads
 * no article shows.
 */
export const createBlogImageService = (deps: Omit<ContentServiceDeps, 'notifications' | 'logs'>) => {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'blog');

  const removeFiles = async (keys: string[]) => {
    for (const key of keys)
      await sideEffect('image file removal', () => storage.delete(blogImageBucket, key));
  };

  return {
    /** Removes stored files (a removed article's); a failure is logged, never thrown. */
    removeFiles,

    /**
     * The storage keys of an article's images, each an upload of one of `memberIds`; throws
     * `validation_failed` on `featuredImage` otherwise.
     */
    async ownedKeys(urls: string[], memberIds: string[]): Promise<string[]> {
      const keys = urls.map((url) => storage.keyOf(blogImageBucket, url) ?? '');
      const owned = await repo.uploadsOf(db, keys.filter(Boolean), [...new Set(memberIds)]);
      if (keys.some((key) => !owned.includes(key)))
        throw invalidField('featuredImage', 'blog.validation.imageInvalid');
      return keys;
    },

    /**
     * An image for an article: typed by its bytes (JPG, PNG, WebP, GIF), 5 MB, re-encoded without
     * metadata, stored under the member's folder and recorded so the sweep can find it unused.
     */
    async uploadImage(actor: Actor, data: Buffer): Promise<{ url: string }> {
      const image = await acceptImage(deps, data, imageRules, { id: actor.id });
      const key = await storeImage(storage, blogImageBucket, `${actor.id}/${randomUUID()}`, image);
      await recordWithinQuota(db, actor.id, image.data.length, deps.storageQuotaBytes, (tx) =>
        repo.insertUpload(tx, key, actor.id, image.data.length),
      ).catch(async (error: unknown) => {
        await storage.delete(blogImageBucket, key);
        throw error;
      });
      return { url: storage.publicUrl(blogImageBucket, key) };
    },

    /** Uploads no article shows a day after they were made, removed with their files. */
    async sweepUploads(at: Date = now()): Promise<number> {
      const before = new Date(at.getTime() - l.orphanUploadHours * 3_600_000);
      const keys = await repo.deleteOrphanUploads(db, before);
      await removeFiles(keys);
      return keys.length;
    },
  };
};
