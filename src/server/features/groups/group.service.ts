import type { z } from 'zod';
import type {
  GroupDetail,
  GroupImageKind,
  GroupRole,
  GroupsPage,
  GroupsQuery,
  GroupType,
  GroupValues,
  GroupViewer,
  PostNotificationsResponse,
} from '../../../common/contracts/groups';
import { previewOf } from '../../../common/format';
import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { displayName, hiddenFromOthers, presentPeople } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import type { GroupPostCreated } from '../feed/post.service';
import {
  asPostPermission,
  asRole,
  canDeleteGroup,
  canReadPosts,
  canSee,
  isManager,
  postRefusal,
} from './group.policy';
import { asType, toCard } from './group.presenter';
import * as repo from './group.repository';
import { removeGroupImageFile } from './group-image.service';
import * as requests from './group-request.repository';

export type GroupService = ReturnType<typeof createGroupService>;

/**
 * Groups (002 §2 "Groups", §4, §6): the directory, creation, the group page, its transfer and deletion,
 * and the post notifications. Membership is `group-member.service.ts`'s and the images
 * `group-image.service.ts`'s, both built on `visible` and `managed`; a secret group is `not_found` to
 * anyone outside it, whatever the path.
 * `feedMedia` is the feed's uploads: a deleted group's files go with it.
 */
export const createGroupService = (
  deps: Omit<ContentServiceDeps, 'logs' | 'now' | 'storageQuotaBytes'> & Pick<AreaDeps, 'feedMedia'>,
) => {
  const { db, storage } = deps;
  const sideEffect = sideEffects(deps.log, 'groups');

  /** The group as `actor` may see it, with their role; not_found for a secret group they are not in. */
  const visible = async (actor: Actor | null, groupId: string) => {
    const read = await repo.findForViewer(db, groupId, actor?.id ?? null);
    if (!read) throw new AppError('not_found');
    const type = asType(read.group.type);
    const role = asRole(read.viewerRole);
    if (!canSee(type, role)) throw new AppError('not_found');
    return { read, type, role };
  };

  /** The group and the actor's role, when the actor manages it (creator or admin). */
  const managed = async (actor: Actor, groupId: string) => {
    const found = await visible(actor, groupId);
    if (!isManager(found.role)) throw new AppError('group_admin_required');
    return found;
  };

  /**
   * What the viewer may do about joining: their role, their pending request, and whether joining is a
   * request (a private group, or a public one a manager removed them from).
   */
  const viewerOf = async (
    actor: Actor | null,
    groupId: string,
    type: GroupType,
    role: GroupRole | null,
  ): Promise<GroupViewer> => {
    if (role) return { role, requestId: null, mustAsk: false };
    if (!actor) return { role: null, requestId: null, mustAsk: type !== 'public' };
    const pending = await requests.findPendingRequest(db, groupId, actor.id);
    const mustAsk = type !== 'public' || (await requests.wasRemoved(db, groupId, actor.id));
    return { role: null, requestId: pending?.id ?? null, mustAsk };
  };

  const detail = async (actor: Actor | null, read: repo.GroupRead): Promise<GroupDetail> => {
    // A block either way leaves the header without its creator (the group itself stays a shared space),
    // and so does a creator hidden from others (deletion pending, blocked or suspended).
    const creatorId = read.group.createdBy;
    const hidden = actor && creatorId ? await isBlockedEitherWay(db, actor.id, creatorId) : false;
    const found = creatorId && !hidden ? await repo.findProfile(db, creatorId) : undefined;
    const creator = found && !hiddenFromOthers(found) ? found : undefined;
    const role = asRole(read.viewerRole);
    const type = asType(read.group.type);
    const postPermission = asPostPermission(read.group.postPermission);
    return {
      ...toCard(read),
      rules: read.group.rules,
      coverImageUrl: read.group.coverImageUrl,
      createdBy: creator ? ((await presentPeople(db, actor?.id ?? null, [creator]))[0] ?? null) : null,
      viewer: await viewerOf(actor, read.group.id, type, role),
      postPermission,
      canPost: actor !== null && postRefusal(role, postPermission) === undefined,
      canReadPosts: canReadPosts(type, role),
      notifyPosts: read.viewerNotifyPosts === true,
    };
  };

  const checkCategory = async (values: GroupValues) => {
    if (values.categoryId && !(await repo.categoryExists(db, values.categoryId))) {
      throw new AppError('validation_failed', {
        details: [
          { path: 'categoryId', key: 'groups.validation.category', message: "Cette catégorie n'existe pas." },
        ],
      });
    }
  };

  const removeImageFile = (groupId: string, kind: GroupImageKind, url: string | null) =>
    removeGroupImageFile(storage, sideEffect, groupId, kind, url);

  return {
    /** The group as the actor may see it (`visible` above): the other group services build on it. */
    visible,

    /** The group if the actor manages it (`managed` above). */
    managed,

    /** What the viewer may do about joining (`viewerOf` above). */
    viewerOf,

    async list(actor: Actor | null, query: z.output<typeof GroupsQuery>): Promise<GroupsPage> {
      if (query.mine && !actor) throw new AppError('unauthenticated');
      const rows = await repo.list(db, actor?.id ?? null, {
        q: query.q,
        categoryId: query.categoryId,
        type: query.type,
        mine: query.mine,
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.group.createdAt, id: row.group.id }));
      return { items: page.items.map(toCard), nextCursor: page.nextCursor };
    },

    async get(actor: Actor | null, groupId: string): Promise<GroupDetail> {
      const { read } = await visible(actor, groupId);
      return detail(actor, read);
    },

    /** create_group: the group and its creator's membership in one transaction; the creator is the actor. */
    async create(actor: Actor, values: GroupValues): Promise<GroupDetail> {
      await checkCategory(values);
      const group = await db.transaction((tx) => repo.insertGroup(tx, actor.id, values));
      // The admins hear of each new group (001 §3 admin e-mails: group_created), as of each new job
      // offer; a secret group exists only for its members, so its name is not sent to them.
      if (group.type !== 'secret') {
        await sideEffect('admin notification', () =>
          deps.notifications.notifyAdmins(
            'group_created',
            {
              author_name: displayName(actor.profile),
              group_id: group.id,
              group_name: previewOf(group.name, 120),
            },
            actor.id,
          ),
        );
      }
      const read = await repo.findForViewer(db, group.id, actor.id);
      if (!read) throw new AppError('not_found');
      return detail(actor, read);
    },

    /** Informations générales: the creator or an admin. */
    async update(actor: Actor, groupId: string, values: GroupValues): Promise<GroupDetail> {
      const { type } = await managed(actor, groupId);
      await checkCategory(values);
      await repo.updateGroup(db, groupId, values);
      // A group turned secret exists only for its members: the bells of those outside it (the admins
      // told of its creation, a requester refused) no longer name it nor link to a page they cannot open.
      if (type !== 'secret' && values.type === 'secret') {
        await deps.notifications.withdrawAbout(
          { group_id: groupId },
          { types: ['group_created', 'group_join_rejected'] },
        );
      }
      const read = await repo.findForViewer(db, groupId, actor.id);
      if (!read) throw new AppError('not_found');
      return detail(actor, read);
    },

    /**
     * The creator (or a site admin, for moderation) deletes the group; members, requests and every
     * notification naming it go with it.
     */
    async remove(actor: Actor, groupId: string): Promise<null> {
      const { read, role } = await visible(actor, groupId);
      if (!canDeleteGroup(actor, role)) throw new AppError('group_creator_required');
      // Its posts, comments, likes and uploads go with it (foreign keys); then their files and its images.
      const keys = await deps.feedMedia.keysOfGroup(groupId);
      await repo.deleteGroup(db, groupId);
      await deps.notifications.withdrawAbout({ group_id: groupId });
      await deps.feedMedia.removeFiles(keys);
      for (const kind of ['logo', 'cover'] as const) {
        await removeImageFile(groupId, kind, kind === 'logo' ? read.group.logoUrl : read.group.coverImageUrl);
      }
      return null;
    },

    /**
     * In the transaction that deletes a member's account: their groups pass to a successor or, left
     * empty, go (repository `releaseDepartingMember`). Answers what to run after the commit: the files
     * of the groups that went.
     */
    async releaseDepartingMember(tx: DbOrTx, userId: string): Promise<() => Promise<void>> {
      const emptied = await repo.releaseDepartingMember(tx, userId);
      return async () => {
        for (const group of emptied) {
          await deps.feedMedia.removeFiles(group.mediaKeys);
          await removeImageFile(group.id, 'logo', group.logoUrl);
          await removeImageFile(group.id, 'cover', group.coverImageUrl);
        }
      };
    },

    /**
     * 'Transférer le groupe': the creator hands it to another member, who becomes its creator; the
     * former creator stays as an admin. Nobody else may.
     */
    async transfer(actor: Actor, groupId: string, memberId: string): Promise<GroupDetail> {
      const { role } = await visible(actor, groupId);
      if (role !== 'creator') throw new AppError('group_creator_required');
      await db.transaction(async (tx) => {
        const target = await repo.findMemberById(tx, groupId, memberId);
        if (!target || target.member.userId === actor.id) throw new AppError('group_transfer_target');
        if (!(await repo.transfer(tx, groupId, actor.id, memberId)))
          throw new AppError('group_transfer_target');
      });
      return this.get(actor, groupId);
    },

    /** A member asks (or stops asking) to hear of each new post in the group. */
    async setPostNotifications(
      actor: Actor,
      groupId: string,
      enabled: boolean,
    ): Promise<PostNotificationsResponse> {
      await visible(actor, groupId);
      if (!(await repo.setNotifyPosts(db, groupId, actor.id, enabled)))
        throw new AppError('group_not_member');
      return { notifyPosts: enabled };
    },

    /** After a post in a group: each member who asked hears of it (not the author). */
    async notifyNewPost(event: GroupPostCreated): Promise<void> {
      const read = await repo.findForViewer(db, event.groupId, null);
      if (!read) return;
      for (const userId of await repo.listPostSubscriberIds(db, event.groupId, event.author.id)) {
        await sideEffect('group post notification', () =>
          deps.notifications.notify(
            userId,
            'group_post',
            {
              group_id: event.groupId,
              group_name: read.group.name,
              post_id: event.postId,
              author_name: displayName(event.author.profile),
              content_preview: previewOf(event.content, limits.notifications.previewMax),
            },
            event.author,
          ),
        );
      }
    },

    /** The share preview of `/groups/{id}`: public groups only (a private or secret one has none). */
    async shareMeta(groupId: string, publicUrl: string, siteName: string): Promise<ShareMeta | undefined> {
      const read = await repo.findForViewer(db, groupId, null);
      if (read?.group.type !== 'public') return undefined;
      const { group } = read;
      const image = group.coverImageUrl ?? group.logoUrl;
      return {
        title: `${group.name} | ${siteName}`,
        description: previewOf(group.description.replace(/\s+/g, ' ').trim(), 200),
        image: image ? new URL(image, publicUrl).toString() : undefined,
        path: `/groups/${group.id}`,
      };
    },
  };
};
