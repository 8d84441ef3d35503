import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { acceptedMedia, type FeedMedia, feedLimits, type MediaKind } from '../../../common/contracts/feed';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeImage } from '../../lib/image-variants';
import { type ImageKind, processImage, sharpInputOptions } from '../../lib/images';
import type { Actor } from '../../platform/actor';
import { assertStorageRoom, recordWithinQuota } from '../../platform/storage-quota';
import type { Bucket } from '../../plugins/storage';
import { toMedia } from './feed.mappers';
import { assertCanPost, assertPostReadable, findGroupScope, findPostScope } from './group-gate';
import * as repo from './media.repository';

/** The public bucket of feed media: `/storage/media/{userId}/{uuid}.{ext}`. */
export const mediaBucket = 'media' as const;
/** A group's uploads, never served at /storage: `groups/{groupId}/{uuid}.{ext}`, read through `file`. */
export const groupMediaBucket = 'group-media' as const;
const groupKeyPrefix = 'groups/';

/** The bucket of a stored key: a group's uploads live in the private one. */
export const bucketOfKey = (key: string): Bucket =>
  key.startsWith(groupKeyPrefix) ? groupMediaBucket : mediaBucket;

/** The address of a group's upload: the route that checks who reads it. */
export const groupMediaUrl = (id: string) => `/api/v1/feed/media/${id}/file`;

/** A group's file as the route sends it. */
export interface MediaFile {
  data: Buffer;
  mime: string;
  name: string;
  kind: MediaKind;
}

export interface UploadedFile {
  data: Buffer;
  /** The name the browser sent (kept for display only; the type comes from the bytes). */
  filename: string;
}

interface Classified {
  kind: MediaKind;
  ext: string;
  mime: string;
}

/** What the bytes are, among the accepted media; undefined for anything else. */
export const classifyMedia = async (data: Buffer): Promise<Classified | undefined> => {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return undefined;
  for (const kind of ['image', 'video', 'document'] as const) {
    if ((acceptedMedia[kind] as readonly string[]).includes(detected.mime)) {
      return { kind, ext: detected.ext, mime: detected.mime };
    }
  }
  return undefined;
};

/** A display name without a path, control characters or more than 150 characters, ending in `ext`. */
export const cleanFileName = (name: string, ext: string): string => {
  const base = path
    .basename(name.replaceAll('\\', '/'))
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 150) || 'fichier';
  return `${stem}.${ext}`;
};

/** A 400 on `mediaIds`: an id that is not one of the author's own free uploads. */
const mediaUnknown = () =>
  new AppError('validation_failed', {
    details: [
      {
        path: 'mediaIds',
        key: 'feed.validation.mediaUnknown',
        message: 'Un des médias est introuvable. Veuillez le télécharger à nouveau.',
      },
    ],
  });

/**
 * Checks the media ids of a post (the author's own, free or already on this post) and attaches them in
 * their order, in the post's transaction; a 400 on `mediaIds` for any other.
 */
export const attachMedia = async (
  tx: DbOrTx,
  authorId: string,
  postId: string,
  ids: string[],
  editing: boolean,
  groupId: string | null,
) => {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw mediaUnknown();
  const usable = await repo.lockUsable(tx, authorId, unique, editing ? postId : null, groupId);
  if (usable.length !== unique.length) throw mediaUnknown();
  for (const [position, id] of unique.entries()) await repo.attach(tx, postId, id, position);
};

export type MediaService = ReturnType<typeof createMediaService>;

/**
 * Feed uploads (002 §7 "Media upload"): checked by their bytes, 10 MB each; images re-encoded without
 * metadata (at most 2048 px wide), videos (MP4, WebM) and documents (PDF, Word, Excel, PowerPoint)
 * stored as sent. An upload belongs to its member until a post of theirs references it.
 */
export const createMediaService = (
  deps: Pick<AreaDeps, 'db' | 'storage' | 'rateLimits' | 'log'> & {
    /** A member's storage quota, in bytes (`STORAGE_QUOTA_MB`). */
    storageQuotaBytes: number;
  },
) => {
  const { db, storage, log } = deps;

  /** Removes files whose rows are gone; a failure is logged (the row, the source of truth, is gone). */
  const removeFiles = async (keys: string[]) => {
    for (const key of keys) {
      try {
        await storage.delete(bucketOfKey(key), key);
      } catch (err) {
        log.error({ err, key }, 'feed: media file removal failed');
      }
    }
  };

  const cleanupOrphans = async (userId?: string): Promise<number> => {
    const before = new Date(Date.now() - feedLimits.orphanMediaHours * 60 * 60 * 1000);
    const keys = await repo.deleteOrphans(db, before, userId);
    await removeFiles(keys);
    return keys.length;
  };

  return {
    removeFiles,

    /** Unattached uploads older than a day, removed with their files (everyone's, or one member's). */
    cleanupOrphans,

    /**
     * `groupId`: an upload for a post in that group (someone who may post there), stored in the private
     * bucket; otherwise a public one.
     */
    async upload(actor: Actor, file: UploadedFile, groupId?: string): Promise<FeedMedia> {
      if (groupId) {
        const group = await findGroupScope(db, groupId, actor.id);
        if (!group) throw new AppError('not_found');
        assertCanPost(group);
      }
      if (file.data.length > feedLimits.mediaMaxBytes) throw new AppError('feed_media_too_large');
      await deps.rateLimits.consume(
        'feed-media',
        actor.id,
        rateLimits.feedMediaUpload,
        'feed_media_rate_limited',
      );
      const type = await classifyMedia(file.data);
      if (!type) throw new AppError('feed_media_unsupported');
      let data = file.data;
      let width: number | null = null;
      let height: number | null = null;
      if (type.kind === 'image') {
        const image = await processImage(file.data, {
          allowed: ['jpg', 'png', 'webp', 'gif'],
          maxBytes: feedLimits.mediaMaxBytes,
          maxWidth: feedLimits.imageMaxWidth,
          tooLarge: { code: 'feed_media_too_large' },
          notImage: { code: 'feed_media_unsupported' },
        });
        data = image.data;
        const meta = await sharp(data, { ...sharpInputOptions, animated: type.ext === 'gif' }).metadata();
        width = meta.width ?? null;
        height = meta.pageHeight ?? meta.height ?? null;
      }
      await assertStorageRoom(db, actor.id, data.length, deps.storageQuotaBytes);
      const id = randomUUID();
      const stem = groupId ? `${groupKeyPrefix}${groupId}/${id}` : `${actor.id}/${id}`;
      const bucket = bucketOfKey(stem);
      // A public image gets its smaller copies (the feed's srcset); anything else is stored as it is.
      const key =
        type.kind === 'image'
          ? await storeImage(storage, bucket, stem, { data, ext: type.ext as ImageKind })
          : `${stem}.${type.ext}`;
      if (type.kind !== 'image') await storage.put(bucket, key, data);
      try {
        const row = await recordWithinQuota(db, actor.id, data.length, deps.storageQuotaBytes, (tx) =>
          repo.insertMedia(tx, {
            id,
            userId: actor.id,
            groupId: groupId ?? null,
            kind: type.kind,
            storageKey: key,
            url: groupId ? groupMediaUrl(id) : storage.publicUrl(mediaBucket, key),
            mime: type.mime,
            name: cleanFileName(file.filename, type.ext),
            size: data.length,
            width,
            height,
          }),
        );
        // Now and then, the member's own abandoned uploads go.
        await cleanupOrphans(actor.id);
        return toMedia(row);
      } catch (error) {
        await removeFiles([key]);
        throw error;
      }
    },

    /**
     * The file of a group's upload: to its uploader while no post holds it, then to whoever may read the
     * post (not found to anyone else, like the post). Public uploads are served at /storage.
     */
    async file(viewer: Actor | null, id: string): Promise<MediaFile> {
      const row = await repo.findById(db, id);
      if (!row?.groupId) throw new AppError('not_found');
      if (row.postId) assertPostReadable(await findPostScope(db, row.postId, viewer?.id ?? null));
      else if (row.userId !== viewer?.id) throw new AppError('not_found');
      const data = await storage.read(groupMediaBucket, row.storageKey);
      if (!data) throw new AppError('not_found');
      return { data, mime: row.mime, name: row.name, kind: row.kind as MediaKind };
    },

    /** The files of a group's uploads, removed once the group is deleted (its rows went with it). */
    keysOfGroup: (groupId: string) => repo.keysOfGroup(db, groupId),

    /** Drops one of the actor's uploads that no post references yet (the composer's remove button). */
    async removeUnattached(actor: Actor, id: string): Promise<void> {
      const key = await repo.deleteOwnUnattached(db, actor.id, id);
      if (!key) throw new AppError('not_found');
      await removeFiles([key]);
    },
  };
};
