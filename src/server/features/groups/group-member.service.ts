import type { z } from 'zod';
import type {
  ChangeRoleBody,
  GroupJoinRequestsPage,
  GroupMemberItem,
  GroupMembersPage,
  GroupMembersQuery,
  GroupViewerResponse,
  JoinGroupResponse,
  MemberCandidatesQuery,
  MemberCandidatesResponse,
} from '../../../common/contracts/groups';
import { groupLimits } from '../../../common/contracts/groups';
import { rateLimits as limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName, hiddenFromOthers, presenterFor } from '../../platform/person';
import { asRole, canReadMembers, removalRefusal, roleChangeRefusal } from './group.policy';
import {
  decodeMemberCursor,
  encodeMemberCursor,
  joinRequestData,
  type MemberRow,
  toMemberItem,
} from './group.presenter';
import * as repo from './group.repository';
import type { GroupService } from './group.service';
import * as requests from './group-request.repository';

export type GroupMemberService = ReturnType<typeof createGroupMemberService>;

const joinRule = { max: groupLimits.joinRequestsPerDay, windowSeconds: 24 * 60 * 60, by: 'member' } as const;

/**
 * Membership of a group (002 §4, §6): join or ask to, cancel, leave; the managers' list of members,
 * adding, roles, removal, and the join requests to approve or refuse. Built on the group service's
 * `visible` and `managed` (a secret group is not found to anyone outside it here too).
 */
export const createGroupMemberService = (
  deps: Pick<AreaDeps, 'db' | 'notifications' | 'log' | 'rateLimits'> & {
    groups: Pick<GroupService, 'visible' | 'managed' | 'viewerOf'>;
  },
) => {
  const { db, notifications, rateLimits } = deps;
  const { visible, managed, viewerOf } = deps.groups;
  const sideEffect = sideEffects(deps.log, 'groups');

  /** One member item, as the actor may see them. */
  const memberItem = async (actor: Actor, row: MemberRow): Promise<GroupMemberItem> =>
    toMemberItem(row, await presenterFor(db, actor.id, [row.profile]));

  /**
   * A member of a group the actor manages, for a role change or a removal: the actor's role, the
   * member's row, and the member as the refusal rules see them. Throws group_admin_required unless the
   * actor is the creator or an admin, not_found for an unknown member.
   */
  const managedMember = async (actor: Actor, groupId: string, memberId: string) => {
    const { role } = await managed(actor, groupId);
    const target = await repo.findMemberById(db, groupId, memberId);
    if (!target) throw new AppError('not_found');
    const subject = { role: asRole(target.member.role) ?? 'member', self: target.member.userId === actor.id };
    return { role, target, subject };
  };

  /** A member out of a group keeps no notification quoting its posts (a private group's among them). */
  const forgetPostsOf = (groupId: string, userId: string) =>
    notifications.withdrawAbout({ group_id: groupId }, { userId, types: ['group_post'] });

  const notifyRequester = (
    type: 'group_join_approved' | 'group_join_rejected',
    userId: string,
    group: repo.GroupRow,
    actor: Actor,
  ) =>
    sideEffect(type, () =>
      notifications.notify(userId, type, { group_id: group.id, group_name: group.name }, actor),
    );

  return {
    /**
     * Rejoindre (public: a member at once) or Demander à rejoindre (private, or a public group a manager
     * removed them from: a pending request the creator and admins hear of). A secret group is not found
     * to a non-member, so never joined here.
     */
    async join(actor: Actor, groupId: string): Promise<JoinGroupResponse> {
      const { read, type, role } = await visible(actor, groupId);
      if (role) throw new AppError('group_already_member');
      if (type === 'public' && !(await requests.wasRemoved(db, groupId, actor.id))) {
        const row = await db.transaction((tx) => repo.addMember(tx, groupId, actor.id));
        if (!row) throw new AppError('group_already_member');
        return { status: 'member', viewer: { role: 'member', requestId: null, mustAsk: false } };
      }
      if (await requests.findPendingRequest(db, groupId, actor.id))
        throw new AppError('group_request_pending');
      const repeated = rateLimits.pair('group-join-pair', actor.id, groupId, limits.repeatedRequest);
      await repeated.check();
      await rateLimits.consume('group-join', actor.id, joinRule, 'group_join_rate_limited');
      let request: requests.JoinRequestRow;
      try {
        request = await requests.insertRequest(db, groupId, actor.id);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('group_request_pending');
        throw error;
      }
      await repeated.count();
      await sideEffect('join request notification', async () => {
        // Managers a block keeps apart from the requester are not told (the others answer it).
        for (const managerId of await repo.listManagerIds(db, groupId, actor.id)) {
          await notifications.notify(
            managerId,
            'group_join_request',
            joinRequestData(read, actor, request),
            actor,
          );
        }
      });
      return { status: 'pending', viewer: { role: null, requestId: request.id, mustAsk: true } };
    },

    /** The requester withdraws their pending request. */
    async cancelRequest(actor: Actor, groupId: string): Promise<GroupViewerResponse> {
      const { type } = await visible(actor, groupId);
      const pending = await requests.findPendingRequest(db, groupId, actor.id);
      if (!pending || !(await requests.decideRequest(db, groupId, pending.id, 'cancelled', actor.id))) {
        throw new AppError('group_request_not_pending');
      }
      // The managers' bells no longer ask them to answer it.
      await notifications.withdrawAbout({ request_id: pending.id }, { types: ['group_join_request'] });
      return { viewer: await viewerOf(actor, groupId, type, null) };
    },

    /** Quitter: any member but the creator (002 §4). */
    async leave(actor: Actor, groupId: string): Promise<GroupViewerResponse> {
      const { role, type } = await visible(actor, groupId);
      if (!role) throw new AppError('group_not_member');
      if (role === 'creator') throw new AppError('group_creator_cannot_leave');
      const membership = await repo.findMember(db, groupId, actor.id);
      const left =
        membership && (await db.transaction((tx) => repo.removeMember(tx, groupId, membership.id)));
      if (!left) throw new AppError('group_not_member');
      await forgetPostsOf(groupId, actor.id);
      return { viewer: await viewerOf(actor, groupId, type, null) };
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
      if (!profile || hiddenFromOthers(profile)) throw new AppError('not_found');
      if (await isBlockedEitherWay(db, actor.id, userId)) throw new AppError('not_found');
      const member = await db.transaction(async (tx) => {
        const row = await repo.addMember(tx, groupId, userId);
        if (!row) return undefined;
        const pending = await requests.findPendingRequest(tx, groupId, userId);
        if (pending) await requests.decideRequest(tx, groupId, pending.id, 'approved', actor.id);
        return row;
      });
      if (!member) throw new AppError('group_already_member');
      await sideEffect('member added notification', () =>
        notifications.notify(
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
      const { role, target, subject } = await managedMember(actor, groupId, memberId);
      const refusal = roleChangeRefusal(role, subject, body.role);
      if (refusal) throw new AppError(refusal);
      if (subject.role === body.role) return memberItem(actor, target);
      const updated = await repo.setRole(db, groupId, memberId, subject.role, body.role);
      if (!updated) throw new AppError('not_found');
      return memberItem(actor, { member: updated, profile: target.profile });
    },

    /** Retirer un membre (002 §6): see removalRefusal. */
    async removeMember(actor: Actor, groupId: string, memberId: string): Promise<null> {
      const { role, subject, target } = await managedMember(actor, groupId, memberId);
      const refusal = removalRefusal(role, subject);
      if (refusal) throw new AppError(refusal);
      const removed = await db.transaction((tx) => repo.removeMember(tx, groupId, memberId, actor.id));
      if (!removed) throw new AppError('not_found');
      await forgetPostsOf(groupId, target.member.userId);
      return null;
    },

    /** Pending requests, oldest first: the creator and admins. */
    async requests(
      actor: Actor,
      groupId: string,
      query: z.output<typeof GroupMembersQuery>,
    ): Promise<GroupJoinRequestsPage> {
      await managed(actor, groupId);
      const rows = await requests.listPendingRequests(db, groupId, {
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
        const request = await requests.decideRequest(tx, groupId, requestId, 'approved', actor.id);
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
      const request = await requests.decideRequest(db, groupId, requestId, 'rejected', actor.id);
      if (!request) throw new AppError('group_request_not_pending');
      await notifyRequester('group_join_rejected', request.userId, read.group, actor);
      return null;
    },
  };
};
