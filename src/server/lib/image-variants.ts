import sharp from 'sharp';
import { imageVariantsOf, originalImageKey, variantImageKey } from '../../common/image-variants';
import type { Bucket, StorageDriver } from '../plugins/storage';
import type { ProcessedImage } from './images';

/**
 * The copies' widths of a page image (a feed photo, a cover, a blog image): a 390 px phone (480), the
 * same on a 2× screen or the feed's 640 px column (960), a 3× phone or a 2× desktop (1440). With 320/640
 * a phone and the desktop's column would both take the 640 one.
 */
export const imageWidths = [480, 960, 1440] as const;
/** An avatar's or a logo's: shown at 24 to 120 px, 300 on a profile; 128 covers a small one on a 3× screen. */
export const avatarWidths = [128, 320] as const;

const variantQuality = 78;

/**
 * Stores an image processed by `processImage` (or the avatar's JPEG) at `<stem>.<ext>`, with WebP copies
 * at each of `widths` narrower than it (`common/image-variants.ts` names them). Only raster, still images
 * of a public bucket get copies: a GIF may be animated, an SVG scales, a private file is read through a
 * route that serves the original. Answers the original's key.
 */
export const storeImage = async (
  storage: StorageDriver,
  bucket: Bucket,
  stem: string,
  image: Pick<ProcessedImage, 'data' | 'ext'>,
  widths: readonly number[] = imageWidths,
): Promise<string> => {
  const still = image.ext === 'jpg' || image.ext === 'png' || image.ext === 'webp';
  const width = still && storage.isPublic(bucket) ? ((await sharp(image.data).metadata()).width ?? 0) : 0;
  const narrower = widths.filter((w) => w < width);
  const key = originalImageKey(stem, image.ext, width, narrower);
  const written: string[] = [];
  try {
    for (const w of narrower) {
      const copy = await sharp(image.data).resize({ width: w }).webp({ quality: variantQuality }).toBuffer();
      const copyKey = variantImageKey(stem, w);
      await storage.put(bucket, copyKey, copy);
      written.push(copyKey);
    }
    // The original last: once its name (which announces the copies) is readable, they all are.
    await storage.put(bucket, key, image.data);
  } catch (error) {
    for (const copyKey of written) await storage.delete(bucket, copyKey).catch(() => undefined);
    throw error;
  }
  return key;
};

/**
 * The driver, whose `delete` of an original also removes its copies: every place that removes an image
 * (a replaced cover, a deleted post, an erased account, the orphans' sweep) removes them without knowing.
 */
export const withImageVariants = <T extends StorageDriver>(driver: T): T => ({
  ...driver,
  async delete(bucket: Bucket, key: string) {
    await driver.delete(bucket, key);
    for (const variant of imageVariantsOf(key)?.variants ?? []) await driver.delete(bucket, variant.path);
  },
});
