import { randomUUID } from 'node:crypto';
import { groupJoinRequests, groupMembers, groups } from '../../db/schema';
import { defineAreaSecurity, type Owned } from '../../security/area-security';
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
});
