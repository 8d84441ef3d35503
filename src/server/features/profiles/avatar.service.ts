import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { limits, rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { avatarWidths, storeImage } from '../../lib/image-variants';
import { assertImageDimensions, sharpInputOptions } from '../../lib/images';
import type { Actor } from '../../platform/actor';
import { assertStorageRoom } from '../../platform/storage-quota';
import * as repo from './profile.repository';

/** The largest side kept: the web shows avatars at 300 px at most (000 §9 crop preview). */
const avatarMaxSide = 600;
const acceptedTypes = new Set(['jpg', 'png', 'webp']);

/**
 * A square JPEG from an uploaded image: type checked by its bytes (JPEG, PNG or WebP), turned upright,
 * centre-cropped square (the web sends it cropped already), metadata stripped. Throws
 * `avatar_too_large` or `avatar_not_image`.
 */
export const toAvatarJpeg = async (data: Buffer): Promise<Buffer> => {
  if (data.length > limits.profile.avatarMaxBytes) throw new AppError('avatar_too_large');
  const type = await fileTypeFromBuffer(data);
  if (!type || !acceptedTypes.has(type.ext)) throw new AppError('avatar_not_image');
  await assertImageDimensions(data, () => new AppError('avatar_not_image'));
  try {
    const upright = await sharp(data, sharpInputOptions).rotate().toBuffer({ resolveWithObject: true });
    const side = Math.min(upright.info.width, upright.info.height, avatarMaxSide);
    return await sharp(upright.data)
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new AppError('avatar_not_image', { cause: error });
  }
};

export type AvatarService = ReturnType<typeof createAvatarService>;

export const createAvatarService = (
  deps: Pick<AreaDeps, 'db' | 'storage' | 'logs' | 'rateLimits'> & {
    /** A member's storage quota, in bytes (`STORAGE_QUOTA_MB`): the avatar counts in it. */
    storageQuotaBytes: number;
    /** Told after the avatar changed (the session's cached profile goes). */
    changed: (userId: string) => Promise<void>;
  },
) => ({
  /**
   * Stores the actor's new avatar under `avatars/{userId}/{uuid}.w600v128-320.jpg` with its WebP copies (000 §7 "Storage"), points the
   * profile at it, clears `avatar_needs_recrop` and removes the previous file. Answers the public URL.
   */
  async upload(actor: Actor, data: Buffer): Promise<string> {
    await deps.rateLimits.consume('avatar', actor.id, rateLimits.avatarUpload, 'avatar_rate_limited');
    const jpeg = await toAvatarJpeg(data);
    const current = await repo.findById(deps.db, actor.id);
    // The avatar counts in the storage quota (issue 32 §5), in place of the one it replaces.
    await assertStorageRoom(
      deps.db,
      actor.id,
      jpeg.length,
      deps.storageQuotaBytes,
      current?.avatarBytes ?? 0,
    );
    const key = await storeImage(
      deps.storage,
      'avatars',
      `${actor.id}/${randomUUID()}`,
      { data: jpeg, ext: 'jpg' },
      avatarWidths,
    );
    const url = deps.storage.publicUrl('avatars', key);
    const previous = current?.avatarUrl;
    await repo.update(deps.db, actor.id, {
      avatarUrl: url,
      avatarBytes: jpeg.length,
      avatarNeedsRecrop: false,
    });
    await deps.changed(actor.id);
    const previousKey = previous ? deps.storage.keyOf('avatars', previous.split('?')[0] ?? '') : undefined;
    // Only this member's own files: an avatar URL set elsewhere (an admin, an import) is left alone.
    if (previousKey?.startsWith(`${actor.id}/`)) await deps.storage.delete('avatars', previousKey);
    await deps.logs.record(actor.id, 'avatar_uploaded', { url });
    return url;
  },
});
