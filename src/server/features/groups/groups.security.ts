import { randomUUID } from 'node:crypto';
import { groupJoinRequests, groupMembers, groups } from '../../db/schema';
import {
  defineAreaSecurity,
  type Owned,
  reachesNoOne,
  refused,
  silent,
  toTheTeam,
} from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';
import { insertMember } from '../../test/network-factories';
import { insertGroup } from '../groups/group-test-support';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  plausibleParams: {
    kind: 'logo',
  },
  validBodies: {
    'POST /api/v1/groups': { name: 'Piraterie', description: 'Un groupe' },
    'PATCH /api/v1/groups/:groupId': { name: 'Piraterie', description: 'Un groupe', type: 'public' },
    'PATCH /api/v1/groups/:groupId/members/:memberId': { role: 'admin' },
    'POST /api/v1/groups/:groupId/members': { userId: randomUUID() },
    'POST /api/v1/groups/:groupId/transfer': { memberId: randomUUID() },
    'PUT /api/v1/groups/:groupId/post-notifications': { enabled: true },
  },
  notAList: {
    'GET /api/v1/groups': "group cards: a group's name and counts, no member",
    'GET /api/v1/groups/:groupId/images/:kind': 'an image file',
  },
  ownedResources: ({ t, rowsOf }) => {
    /**
     * A secret group of the owner with a member and a pending request: to an intruder it does not exist,
     * whatever the route (its row, memberships and requests are compared before and after).
     */
    const ownedGroup = async (owner: CreatedUser): Promise<Owned> => {
      const [memberId, requesterId] = [await insertMember(t.database.db), await insertMember(t.database.db)];
      const { group, memberIds, requestIds } = await insertGroup(t.database.db, {
        type: 'secret',
        members: [
          { userId: owner.id, role: 'creator' },
          { userId: memberId, role: 'member' },
        ],
        pending: [requesterId],
      });
      return {
        params: {
          groupId: group.id,
          memberId: memberIds[memberId] ?? '',
          requestId: requestIds[requesterId] ?? '',
        },
        read: async () => [
          ...(await rowsOf(groups, groups.id, group.id)),
          ...(await rowsOf(groupMembers, groupMembers.groupId, group.id)),
          ...(await rowsOf(groupJoinRequests, groupJoinRequests.groupId, group.id)),
        ],
      };
    };

    return {
      '/api/v1/groups/:groupId': ownedGroup,
      '/api/v1/groups/:groupId/join': ownedGroup,
      '/api/v1/groups/:groupId/join-request': ownedGroup,
      '/api/v1/groups/:groupId/leave': ownedGroup,
      '/api/v1/groups/:groupId/members': ownedGroup,
      '/api/v1/groups/:groupId/members/:memberId': ownedGroup,
      '/api/v1/groups/:groupId/join-requests': ownedGroup,
      '/api/v1/groups/:groupId/member-candidates': ownedGroup,
      '/api/v1/groups/:groupId/join-requests/:requestId/approve': ownedGroup,
      '/api/v1/groups/:groupId/join-requests/:requestId/reject': ownedGroup,
      '/api/v1/groups/:groupId/images/:kind': ownedGroup,
      '/api/v1/groups/:groupId/transfer': ownedGroup,
      '/api/v1/groups/:groupId/post-notifications': ownedGroup,
    };
  },
  listed: ({ call, made, q, publicGroup }) => ({
    // Groups
    'GET /api/v1/groups/:groupId': async (author) => [`/api/v1/groups/${await publicGroup(author)}`],
    'GET /api/v1/groups/:groupId/members': async (author, viewer) => {
      const id = await publicGroup(viewer);
      await made(call(author, 'POST', `/api/v1/groups/${id}/join`));
      return [`/api/v1/groups/${id}/members`];
    },
    'GET /api/v1/groups/:groupId/member-candidates': async (author, viewer) => {
      const id = await publicGroup(viewer);
      return [`/api/v1/groups/${id}/member-candidates?q=${q(author.fullName)}`];
    },
    'GET /api/v1/groups/:groupId/join-requests': async (author, viewer) => {
      const id = await made(
        call(viewer, 'POST', '/api/v1/groups', {
          name: `Groupe ${randomUUID()}`,
          description: 'Un groupe privé',
          type: 'private',
        }),
      );
      await made(call(author, 'POST', `/api/v1/groups/${id}/join`));
      return [`/api/v1/groups/${id}/join-requests`];
    },
  }),
  blockReaching: ({ call, publicGroup, askToJoin, privateGroup }) => ({
    'groupEndpoints.addMember': refused(async (actor, other) => {
      const id = await publicGroup(actor);
      return async () => [await call(actor, 'POST', `/api/v1/groups/${id}/members`, { userId: other.id })];
    }),
    'groupEndpoints.join': silent(
      "a group is shared: the request stays for the group's other managers",
      async (actor, other) => {
        const id = await privateGroup(other);
        return async () => [await call(actor, 'POST', `/api/v1/groups/${id}/join`)];
      },
    ),
    'groupEndpoints.approve': silent('the managers decide who joins their group', async (actor, other) => {
      const id = await privateGroup(actor);
      const requestId = await askToJoin(other, id);
      return async () => [
        await call(actor, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/approve`),
      ];
    }),
    'groupEndpoints.reject': silent('the managers decide who joins their group', async (actor, other) => {
      const id = await privateGroup(actor);
      const requestId = await askToJoin(other, id);
      return async () => [
        await call(actor, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/reject`),
      ];
    }),
  }),
  blockNotReaching: {
    'groupEndpoints.create': reachesNoOne.ownContent,
    'groupEndpoints.update': reachesNoOne.ownContent,
    'groupEndpoints.remove': reachesNoOne.ownContent,
    'groupEndpoints.cancelRequest': reachesNoOne.ownContent,
    'groupEndpoints.leave': reachesNoOne.ownContent,
    'groupEndpoints.uploadImage': reachesNoOne.ownContent,
    'groupEndpoints.removeImage': reachesNoOne.ownContent,
    'groupEndpoints.postNotifications': reachesNoOne.ownContent,
    'groupEndpoints.changeRole': reachesNoOne.groupManager,
    'groupEndpoints.removeMember': reachesNoOne.groupManager,
    'groupEndpoints.transfer': reachesNoOne.groupManager,
  },
  blockEmitters: (kit) => {
    const { call, publicGroup, askToJoin, privateGroup, subscribedGroup } = kit;
    return {
      group_join_request: async (causer, recipient) => {
        const id = await privateGroup(recipient);
        return () => call(causer, 'POST', `/api/v1/groups/${id}/join`);
      },
      group_join_approved: async (causer, recipient) => {
        const id = await privateGroup(causer);
        const requestId = await askToJoin(recipient, id);
        return () => call(causer, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/approve`);
      },
      group_join_rejected: async (causer, recipient) => {
        const id = await privateGroup(causer);
        const requestId = await askToJoin(recipient, id);
        return () => call(causer, 'POST', `/api/v1/groups/${id}/join-requests/${requestId}/reject`);
      },
      group_member_added: async (causer, recipient) => {
        const id = await publicGroup(causer);
        return () => call(causer, 'POST', `/api/v1/groups/${id}/members`, { userId: recipient.id });
      },
      group_post: async (causer, recipient) => {
        const groupId = await subscribedGroup(causer, recipient);
        return () =>
          call(causer, 'POST', '/api/v1/feed/posts', { content: 'Dans le groupe', mediaIds: [], groupId });
      },
      group_created: toTheTeam(kit, (causer) => publicGroup(causer)),
    };
  },
});
