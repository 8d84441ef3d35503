import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type {
  ChangeRoleBody,
  GroupCard,
  GroupDetail,
  GroupJoinRequestsPage,
  GroupMemberItem,
  GroupMembersPage,
  GroupMembersQuery,
  GroupRole,
  GroupsPage,
  GroupsQuery,
  GroupType,
  GroupValues,
  GroupViewer,
  GroupViewerResponse,
  JoinGroupResponse,
  MemberCandidatesQuery,
  MemberCandidatesResponse,
} from '../../../common/contracts/groups';
import {
  type GroupImageKind,
  groupImagePath,
  groupLimits,
  type PostNotificationsResponse,
} from '../../../common/contracts/groups';
import type { ProfileCard } from '../../../common/contracts/profiles';
import { previewOf } from '../../../common/format';
import { limits } from '../../../common/limits';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db';
import { processImage } from '../../lib/images';
import { sideEffects } from '../../lib/side-effect';
import type { Actor, ProfileRow } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { type PersonRow, presenterFor, presentPeople } from '../../platform/person';
import type { StorageDriver } from '../../plugins/storage';
import type { ShareMeta } from '../../plugins/web-assets';
import type { MediaService } from '../feed/media.service';
import type { GroupPostCreated } from '../feed/post.service';
import type { NotificationService } from '../notifications/notification.service';
import {
  asPostPermission,
  asRole,
  canDeleteGroup,
  canReadMembers,
  canReadPosts,
  canSee,
  isManager,
  postRefusal,
  removalRefusal,
  roleChangeRefusal,
} from './group.policy';
import * as repo from './group.repository';

export type GroupService = ReturnType<typeof createGroupService>;

const asType = (value: string): GroupType => (value === 'private' || value === 'secret' ? value : 'public');

const displayName = (profile: Pick<ProfileRow, 'fullName' | 'username'>) =>
  profile.fullName?.trim() || profile.username;

const toCard = (read: repo.GroupRead): GroupCard => ({
  id: read.group.id,
  name: read.group.name,
  description: read.group.description,
  type: asType(read.group.type),
  categoryId: read.group.categoryId,
  categoryName: read.categoryName,
  logoUrl: read.group.logoUrl,
  tags: read.group.tags,
  memberCount: read.group.memberCount,
  createdAt: read.group.createdAt.toISOString(),
  viewerRole: asRole(read.viewerRole),
});

type MemberRow = { member: repo.GroupMemberRow; profile: ProfileRow };

/** A member of the list as `present` (the viewer's person presenter) shows them. */
const toMemberItem = (row: MemberRow, present: (profile: PersonRow) => ProfileCard): GroupMemberItem => ({
  id: row.member.id,
  role: asRole(row.member.role) ?? 'member',
  joinedAt: row.member.joinedAt.toISOString(),
  member: present(row.profile),
});

/* The members list's cursor: [rank, joined_at, id], so the list reads by rank then seniority. */
const encodeMemberCursor = (cursor: repo.MemberCursor) =>
  Buffer.from(JSON.stringify([cursor.rank, cursor.at.toISOString(), cursor.id])).toString('base64url');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const decodeMemberCursor = (value: string | undefined): repo.MemberCursor | undefined => {
  if (!value) return undefined;
  const invalid = () =>
    new AppError('validation_failed', {
      details: [{ path: 'cursor', key: 'errors.validation_failed', message: 'Curseur invalide.' }],
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [rank, time, id] = parsed as unknown[];
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank > 3) throw invalid();
  if (typeof time !== 'string' || typeof id !== 'string' || !uuidPattern.test(id)) throw invalid();
  const at = new Date(time);
  if (Number.isNaN(at.getTime())) throw invalid();
  return { rank, at, id };
};

/**
 * Groups (002 §2 "Groups", §4, §6): the directory, creation, the group page, membership (join, request,
 * approve, refuse, leave, remove) and the four roles. Every rule is checked here; a secret group is
 * `not_found` to anyone outside it, whatever the path.
 */
export const createGroupService = (deps: {
  db: Db;
  notifications: NotificationService;
  storage: StorageDriver;
  /** The feed's uploads: a deleted group's files go with it. */
  feedMedia: MediaService;
  log: FastifyBaseLogger;
}) => {
  const { db, storage } = deps;
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
  const imageMime = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;
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

  const viewerOf = async (
    actor: Actor | null,
    groupId: string,
    role: GroupRole | null,
  ): Promise<GroupViewer> => {
    if (!actor || role) return { role, requestId: null };
    const pending = await repo.findPendingRequest(db, groupId, actor.id);
    return { role: null, requestId: pending?.id ?? null };
  };

  const detail = async (actor: Actor | null, read: repo.GroupRead): Promise<GroupDetail> => {
    // A block either way leaves the header without its creator (the group itself stays a shared space).
    const creatorId = read.group.createdBy;
    const hidden = actor && creatorId ? await isBlockedEitherWay(db, actor.id, creatorId) : false;
    const creator = creatorId && !hidden ? await repo.findProfile(db, creatorId) : undefined;
    const role = asRole(read.viewerRole);
    const type = asType(read.group.type);
    const postPermission = asPostPermission(read.group.postPermission);
    return {
      ...toCard(read),
      rules: read.group.rules,
      coverImageUrl: read.group.coverImageUrl,
      createdBy: creator ? ((await presentPeople(db, actor?.id ?? null, [creator]))[0] ?? null) : null,
      viewer: await viewerOf(actor, read.group.id, role),
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

  const removeImageFile = async (groupId: string, kind: GroupImageKind, url: string | null) => {
    const key = keyOfImage(groupId, kind, url);
    if (key) await sideEffect('image file removal', () => storage.delete(imageBucket, key));
  };

  /** One member item, as the actor may see them. */
  const memberItem = async (actor: Actor, row: MemberRow): Promise<GroupMemberItem> =>
    toMemberItem(row, await presenterFor(db, actor.id, [row.profile]));

  const notifyRequester = (
    type: 'group_join_approved' | 'group_join_rejected',
    userId: string,
    group: repo.GroupRow,
    actor: Actor,
  ) =>
    sideEffect(type, () =>
      deps.notifications.notify(userId, type, { group_id: group.id, group_name: group.name }, actor),
    );

  return {
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

    /** Throws unless the actor is the group's creator or an admin (checked before an upload is read). */
    async assertManager(actor: Actor, groupId: string): Promise<void> {
      await managed(actor, groupId);
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
      await managed(actor, groupId);
      await checkCategory(values);
      await repo.updateGroup(db, groupId, values);
      const read = await repo.findForViewer(db, groupId, actor.id);
      if (!read) throw new AppError('not_found');
      return detail(actor, read);
    },

    /** The creator (or a site admin, for moderation) deletes the group; members and requests go with it. */
    async remove(actor: Actor, groupId: string): Promise<null> {
      const { read, role } = await visible(actor, groupId);
      if (!canDeleteGroup(actor, role)) throw new AppError('group_creator_required');
      // Its posts, comments, likes and uploads go with it (foreign keys); then their files and its images.
      const keys = await deps.feedMedia.keysOfGroup(groupId);
      await repo.deleteGroup(db, groupId);
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

    /** The logo (5 MB) or banner (10 MB) of 002 §5: checked by its bytes, re-encoded; creator or admin. */
    async uploadImage(
      actor: Actor,
      groupId: string,
      kind: GroupImageKind,
      data: Buffer,
    ): Promise<GroupDetail> {
      await managed(actor, groupId);
      const logo = kind === 'logo';
      const image = await processImage(data, {
        allowed: ['jpg', 'png', 'webp', 'gif'],
        maxBytes: logo ? groupLimits.logoMaxBytes : groupLimits.coverMaxBytes,
        maxWidth: logo ? groupLimits.logoMaxWidth : groupLimits.coverMaxWidth,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'file_too_large') {
          throw new AppError(logo ? 'group_logo_too_large' : 'group_cover_too_large');
        }
        throw error;
      });
      const version = `${randomUUID()}.${image.ext}`;
      const key = imageKey(groupId, kind, version);
      await storage.put(imageBucket, key, image.data);
      const previous = await db
        .transaction((tx) => repo.setImage(tx, groupId, kind, groupImagePath(groupId, kind, version)))
        .catch(async (error: unknown) => {
          await storage.delete(imageBucket, key);
          throw error;
        });
      await removeImageFile(groupId, kind, previous);
      return this.get(actor, groupId);
    },

    async removeImage(actor: Actor, groupId: string, kind: GroupImageKind): Promise<GroupDetail> {
      await managed(actor, groupId);
      const previous = await db.transaction((tx) => repo.setImage(tx, groupId, kind, null));
      await removeImageFile(groupId, kind, previous);
      return this.get(actor, groupId);
    },

    /** The image's bytes, to whoever may see the group (a secret group's: its members only). */
    async image(actor: Actor | null, groupId: string, kind: GroupImageKind) {
      const { read } = await visible(actor, groupId);
      const url = kind === 'logo' ? read.group.logoUrl : read.group.coverImageUrl;
      const key = keyOfImage(groupId, kind, url);
      const data = key ? await storage.read(imageBucket, key) : undefined;
      if (!key || !data) throw new AppError('not_found');
      const ext = key.slice(key.lastIndexOf('.') + 1) as keyof typeof imageMime;
      return { data, mime: imageMime[ext], isPublic: read.group.type !== 'secret' };
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

    /**
     * Rejoindre (public: a member at once) or Demander à rejoindre (private: a pending request the
     * creator and admins hear of). A secret group is not found to a non-member, so never joined here.
     */
    async join(actor: Actor, groupId: string): Promise<JoinGroupResponse> {
      const { read, type, role } = await visible(actor, groupId);
      if (role) throw new AppError('group_already_member');
      if (type === 'public') {
        const row = await db.transaction((tx) => repo.addMember(tx, groupId, actor.id));
        if (!row) throw new AppError('group_already_member');
        return { status: 'member', viewer: { role: 'member', requestId: null } };
      }
      if (await repo.findPendingRequest(db, groupId, actor.id)) throw new AppError('group_request_pending');
      let request: repo.JoinRequestRow;
      try {
        request = await repo.insertRequest(db, groupId, actor.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('group_request_pending');
        throw error;
      }
      await sideEffect('join request notification', async () => {
        // Managers a block keeps apart from the requester are not told (the others answer it).
        for (const managerId of await repo.listManagerIds(db, groupId, actor.id)) {
          await deps.notifications.notify(
            managerId,
            'group_join_request',
            {
              group_id: groupId,
              group_name: read.group.name,
              requester_id: actor.id,
              requester_name: displayName(actor.profile),
              request_id: request.id,
            },
            actor,
          );
        }
      });
      return { status: 'pending', viewer: { role: null, requestId: request.id } };
    },

    /** The requester withdraws their pending request. */
    async cancelRequest(actor: Actor, groupId: string): Promise<GroupViewerResponse> {
      await visible(actor, groupId);
      const pending = await repo.findPendingRequest(db, groupId, actor.id);
      if (!pending || !(await repo.decideRequest(db, groupId, pending.id, 'cancelled', actor.id))) {
        throw new AppError('group_request_not_pending');
      }
      return { viewer: { role: null, requestId: null } };
    },

    /** Quitter: any member but the creator (002 §4). */
    async leave(actor: Actor, groupId: string): Promise<GroupViewerResponse> {
      const { role } = await visible(actor, groupId);
      if (!role) throw new AppError('group_not_member');
      if (role === 'creator') throw new AppError('group_creator_cannot_leave');
      const membership = await repo.findMember(db, groupId, actor.id);
      const left =
        membership && (await db.transaction((tx) => repo.removeMember(tx, groupId, membership.id)));
      if (!left) throw new AppError('group_not_member');
      return { viewer: { role: null, requestId: null } };
    },

    /** Membres, by rank then seniority: anyone for a public group, members otherwise ('Ce groupe est privé'). */
    async members(
      actor: Actor | null,
      groupId: string,
      query: z.output<typeof GroupMembersQuery>,
    ): Promise<GroupMembersPage> {
      const { type, role } = await visible(actor, groupId);
      if (!canReadMembers(type, role)) throw new AppError('group_private');
      const rows = await repo.listMembers(db, groupId, {
        cursor: decodeMemberCursor(query.cursor),
        limit: query.limit,
        viewerId: actor?.id ?? null,
      });
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const present = await presenterFor(
        db,
        actor?.id ?? null,
        items.map((row) => row.profile),
      );
      return {
        items: items.map((row) => toMemberItem(row, present)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeMemberCursor({ rank: Number(last.rank), at: last.member.joinedAt, id: last.member.id })
            : null,
      };
    },

    /** Ajouter un membre (creator or admin): role member; a pending request of theirs counts as approved. */
    async addMember(actor: Actor, groupId: string, userId: string): Promise<GroupMemberItem> {
      const { read } = await managed(actor, groupId);
      const profile = await repo.findProfile(db, userId);
      if (!profile || profile.isBlocked || profile.isSuspended) throw new AppError('not_found');
      if (await isBlockedEitherWay(db, actor.id, userId)) throw new AppError('not_found');
      const member = await db.transaction(async (tx) => {
        const row = await repo.addMember(tx, groupId, userId);
        if (!row) return undefined;
        const pending = await repo.findPendingRequest(tx, groupId, userId);
        if (pending) await repo.decideRequest(tx, groupId, pending.id, 'approved', actor.id);
        return row;
      });
      if (!member) throw new AppError('group_already_member');
      await sideEffect('member added notification', () =>
        deps.notifications.notify(
          userId,
          'group_member_added',
          {
            group_id: groupId,
            group_name: read.group.name,
            adder_name: displayName(actor.profile),
          },
          actor,
        ),
      );
      return memberItem(actor, { member, profile });
    },

    /** The add dialog's search: 10 members by name, flagged when already in (creator or admin). */
    async memberCandidates(
      actor: Actor,
      groupId: string,
      query: z.output<typeof MemberCandidatesQuery>,
    ): Promise<MemberCandidatesResponse> {
      await managed(actor, groupId);
      if (query.q === '') return { items: [] };
      const rows = await repo.searchCandidates(
        db,
        groupId,
        query.q,
        groupLimits.memberSearchResults,
        actor.id,
      );
      const present = await presenterFor(
        db,
        actor.id,
        rows.map((row) => row.profile),
      );
      return {
        items: rows.map((row) => ({ member: present(row.profile), isMember: row.memberId !== null })),
      };
    },

    /** Promote or demote (002 §4, §6): see roleChangeRefusal. */
    async changeRole(
      actor: Actor,
      groupId: string,
      memberId: string,
      body: ChangeRoleBody,
    ): Promise<GroupMemberItem> {
      const { role } = await visible(actor, groupId);
      if (!isManager(role)) throw new AppError('group_admin_required');
      const target = await repo.findMemberById(db, groupId, memberId);
      if (!target) throw new AppError('not_found');
      const targetRole = asRole(target.member.role) ?? 'member';
      const refusal = roleChangeRefusal(
        role,
        { role: targetRole, self: target.member.userId === actor.id },
        body.role,
      );
      if (refusal) throw new AppError(refusal);
      if (targetRole === body.role) return memberItem(actor, target);
      const updated = await repo.setRole(db, groupId, memberId, targetRole, body.role);
      if (!updated) throw new AppError('not_found');
      return memberItem(actor, { member: updated, profile: target.profile });
    },

    /** Retirer un membre (002 §6): see removalRefusal. */
    async removeMember(actor: Actor, groupId: string, memberId: string): Promise<null> {
      const { role } = await visible(actor, groupId);
      if (!isManager(role)) throw new AppError('group_admin_required');
      const target = await repo.findMemberById(db, groupId, memberId);
      if (!target) throw new AppError('not_found');
      const targetRole = asRole(target.member.role) ?? 'member';
      const refusal = removalRefusal(role, { role: targetRole, self: target.member.userId === actor.id });
      if (refusal) throw new AppError(refusal);
      const removed = await db.transaction((tx) => repo.removeMember(tx, groupId, memberId));
      if (!removed) throw new AppError('not_found');
      return null;
    },

    /** Pending requests, oldest first: the creator and admins. */
    async requests(
      actor: Actor,
      groupId: string,
      query: z.output<typeof GroupMembersQuery>,
    ): Promise<GroupJoinRequestsPage> {
      await managed(actor, groupId);
      const rows = await repo.listPendingRequests(db, groupId, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
        viewerId: actor.id,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.request.createdAt, id: row.request.id }));
      const present = await presenterFor(
        db,
        actor.id,
        page.items.map((row) => row.profile),
      );
      return {
        items: page.items.map((row) => ({
          id: row.request.id,
          createdAt: row.request.createdAt.toISOString(),
          member: present(row.profile),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /** Approves a pending request: the requester becomes a member and is told. */
    async approve(actor: Actor, groupId: string, requestId: string): Promise<GroupMemberItem> {
      const { read } = await managed(actor, groupId);
      const result = await db.transaction(async (tx) => {
        const request = await repo.decideRequest(tx, groupId, requestId, 'approved', actor.id);
        if (!request) return undefined;
        await repo.addMember(tx, groupId, request.userId);
        return request;
      });
      if (!result) throw new AppError('group_request_not_pending');
      await notifyRequester('group_join_approved', result.userId, read.group, actor);
      const member = await repo.findMember(db, groupId, result.userId);
      const profile = await repo.findProfile(db, result.userId);
      if (!member || !profile) throw new AppError('not_found');
      return memberItem(actor, { member, profile });
    },

    /** Refuses a pending request; the requester is told. */
    async reject(actor: Actor, groupId: string, requestId: string): Promise<null> {
      const { read } = await managed(actor, groupId);
      const request = await repo.decideRequest(db, groupId, requestId, 'rejected', actor.id);
      if (!request) throw new AppError('group_request_not_pending');
      await notifyRequester('group_join_rejected', request.userId, read.group, actor);
      return null;
    },
  };
};
