import { randomUUID } from 'node:crypto';
import type { PortfolioItem } from '../../../common/contracts/profiles';
import { limits, rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { storeImage } from '../../lib/image-variants';
import type { ImageRules } from '../../lib/images';
import type { Actor } from '../../platform/actor';
import { acceptImage } from '../../platform/row-image';
import * as repo from './profile-items.repository';

/** Portfolio images live in the public `media` bucket under `portfolio/{memberId}/`. */
const folderOf = (memberId: string) => `portfolio/${memberId}/`;
const storedPrefix = '/storage/media/portfolio/';

/** Whether a stored image address is one of this site's uploads (else an older address elsewhere). */
export const isUploadedPortfolioImage = (url: string): boolean =>
  url.startsWith(storedPrefix) && !url.includes('..');

/**
 * An item as the API shows it: an uploaded image is `imageUrl` (shown); an address on another site,
 * given before uploads (issue 33), is `imageLink` (a link, never loaded by the page).
 */
export const toPortfolioItem = (row: repo.PortfolioItemRow): PortfolioItem => {
  const uploaded = row.imageUrl !== null && isUploadedPortfolioImage(row.imageUrl);
  return {
    id: row.id,
    title: row.title,
    type: row.type as PortfolioItem['type'],
    description: row.description,
    url: row.url,
    imageUrl: uploaded ? row.imageUrl : null,
    imageLink: uploaded ? null : row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
};

const notFound = () => new AppError('not_found');

const imageRules: ImageRules = {
  allowed: ['jpg', 'png', 'webp', 'gif'],
  maxBytes: limits.profile.portfolioImageMaxBytes,
  maxWidth: limits.profile.portfolioImageMaxWidth,
};

export type PortfolioImageService = ReturnType<typeof createPortfolioImageService>;

/**
 * The image of a portfolio item, uploaded and stored here (issue 33): an image loaded from any host
 * would let that host log every viewer of the profile. Typed by its bytes, re-encoded without metadata,
 * 1200 px wide at most; a replaced or removed upload's file goes with it.
 */
export const createPortfolioImageService = (
  deps: Pick<AreaDeps, 'db' | 'storage' | 'rateLimits'> & {
    /** A member's storage quota, in bytes (`STORAGE_QUOTA_MB`): portfolio images count in it. */
    storageQuotaBytes: number;
  },
) => {
  const { db, storage } = deps;

  /** Deletes the file of `url` when it is this member's upload (an older address is only dropped). */
  const removeFile = async (memberId: string, url: string | null) => {
    const key = url ? storage.keyOf('media', url) : undefined;
    if (key?.startsWith(folderOf(memberId))) await storage.delete('media', key);
  };

  const ownItem = async (actor: Actor, id: string) => {
    const row = await repo.findPortfolioItem(db, actor.id, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    removeFile,

    /** Throws `not_found` unless `id` is one of the actor's items. */
    async assertOwn(actor: Actor, id: string): Promise<void> {
      await ownItem(actor, id);
    },

    async upload(actor: Actor, id: string, data: Buffer): Promise<PortfolioItem> {
      await deps.rateLimits.consume('portfolio-image', actor.id, rateLimits.portfolioImageUpload);
      const item = await ownItem(actor, id);
      const previous = item.imageUrl;
      // Counts in the storage quota (issue 32 §5), in place of the image it replaces.
      const image = await acceptImage(deps, data, imageRules, {
        id: actor.id,
        replacedBytes: item.imageBytes,
      });
      const key = await storeImage(storage, 'media', `${folderOf(actor.id)}${randomUUID()}`, image);
      const row = await repo.updatePortfolioItem(db, actor.id, id, {
        imageUrl: storage.publicUrl('media', key),
        imageBytes: image.data.length,
      });
      if (!row) {
        await storage.delete('media', key);
        throw notFound();
      }
      await removeFile(actor.id, previous);
      return toPortfolioItem(row);
    },

    async remove(actor: Actor, id: string): Promise<PortfolioItem> {
      const previous = (await ownItem(actor, id)).imageUrl;
      const row = await repo.updatePortfolioItem(db, actor.id, id, { imageUrl: null, imageBytes: null });
      if (!row) throw notFound();
      await removeFile(actor.id, previous);
      return toPortfolioItem(row);
    },
  };
};
