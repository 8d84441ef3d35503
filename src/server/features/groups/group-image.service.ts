import { randomUUID } from 'node:crypto';
import {
  type GroupDetail,
  type GroupImageKind,
  groupImagePath,
  groupLimits,
} from '../../../common/contracts/groups';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { ImageRules } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { acceptImage } from '../../platform/row-image';
import type { StorageDriver } from '../../plugins/storage';
import * as repo from './group.repository';
import type { GroupService } from './group.service';

/** A group's images live in the private bucket, beside its feed's uploads. */
const imageBucket = 'group-media' as const;
const imageKey = (groupId: string, kind: GroupImageKind, version: string) =>
  `groups/${groupId}/${kind}-${version}`;
/** The storage key of a stored image address (`…/images/{kind}?v={uuid}.{ext}`), only this group's. */
const keyOfImage = (groupId: string, kind: GroupImageKind, url: string | null): string | undefined => {
  const prefix = groupImagePath(groupId, kind, '');
  if (!url?.startsWith(prefix)) return undefined;
  const version = url.slice(prefix.length);
  return /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(version) ? imageKey(groupId, kind, version) : undefined;
};
/** The logo (5 MB) and the banner (10 MB) of 002 §5. */
const imageRules = {
  logo: {
    allowed: ['jpg', 'png', 'webp', 'gif'],
    maxBytes: groupLimits.logoMaxBytes,
    maxWidth: groupLimits.logoMaxWidth,
    tooLarge: { code: 'group_logo_too_large' },
  },
  cover: {
    allowed: ['jpg', 'png', 'webp', 'gif'],
    maxBytes: groupLimits.coverMaxBytes,
    maxWidth: groupLimits.coverMaxWidth,
    tooLarge: { code: 'group_cover_too_large' },
  },
} as const satisfies Record<GroupImageKind, ImageRules>;
const imageMime = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

type SideEffect = ReturnType<typeof sideEffects>;

/** Deletes a group's stored image file (when `url` is one of its own), a side effect whose failure is logged. */
export const removeGroupImageFile = async (
  storage: StorageDriver,
  sideEffect: SideEffect,
  groupId: string,
  kind: GroupImageKind,
  url: string | null,
) => {
  const key = keyOfImage(groupId, kind, url);
  if (key) await sideEffect('image file removal', () => storage.delete(imageBucket, key));
};

export type GroupImageService = ReturnType<typeof createGroupImageService>;

/**
 * A group's logo and banner (002 §5): uploaded and removed by its creator or an admin, read through a
 * route that checks the reader (a secret group's: its members only). Built on the group service's
 * `visible`, `managed` and `get` (each change answers the group's page).
 */
export const createGroupImageService = (
  deps: Pick<AreaDeps, 'db' | 'storage' | 'log'> & {
    storageQuotaBytes: number;
    groups: Pick<GroupService, 'visible' | 'managed' | 'get'>;
  },
) => {
  const { db, storage, groups } = deps;
  const sideEffect = sideEffects(deps.log, 'groups');
  const removeImageFile = (groupId: string, kind: GroupImageKind, url: string | null) =>
    removeGroupImageFile(storage, sideEffect, groupId, kind, url);

  return {
    /** Throws unless the actor is the group's creator or an admin (checked before an upload is read). */
    async assertManager(actor: Actor, groupId: string): Promise<void> {
      await groups.managed(actor, groupId);
    },

    /** The logo (5 MB) or banner (10 MB) of 002 §5: checked by its bytes, re-encoded; creator or admin. */
    async uploadImage(
      actor: Actor,
      groupId: string,
      kind: GroupImageKind,
      data: Buffer,
    ): Promise<GroupDetail> {
      const { read } = await groups.managed(actor, groupId);
      const logo = kind === 'logo';
      // Counts in the creator's storage quota (issue 32 §5), in place of the image it replaces.
      const owner = {
        id: read.group.createdBy ?? actor.id,
        replacedBytes: logo ? read.group.logoBytes : read.group.coverBytes,
      };
      const image = await acceptImage(deps, data, imageRules[kind], owner);
      const version = `${randomUUID()}.${image.ext}`;
      const key = imageKey(groupId, kind, version);
      await storage.put(imageBucket, key, image.data);
      const previous = await db
        .transaction((tx) =>
          repo.setImage(tx, groupId, kind, groupImagePath(groupId, kind, version), image.data.length),
        )
        .catch(async (error: unknown) => {
          await storage.delete(imageBucket, key);
          throw error;
        });
      await removeImageFile(groupId, kind, previous);
      return groups.get(actor, groupId);
    },

    async removeImage(actor: Actor, groupId: string, kind: GroupImageKind): Promise<GroupDetail> {
      await groups.managed(actor, groupId);
      const previous = await db.transaction((tx) => repo.setImage(tx, groupId, kind, null));
      await removeImageFile(groupId, kind, previous);
      return groups.get(actor, groupId);
    },

    /** The image's bytes, to whoever may see the group (a secret group's: its members only). */
    async image(actor: Actor | null, groupId: string, kind: GroupImageKind) {
      const { read } = await groups.visible(actor, groupId);
      const url = kind === 'logo' ? read.group.logoUrl : read.group.coverImageUrl;
      const key = keyOfImage(groupId, kind, url);
      const data = key ? await storage.read(imageBucket, key) : undefined;
      if (!key || !data) throw new AppError('not_found');
      const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof imageMime;
      return { data, mime: imageMime[ext], isPublic: read.group.type !== 'secret' };
    },
  };
};
