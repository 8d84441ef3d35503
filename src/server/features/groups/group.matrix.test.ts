import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupType } from '../../../common/contracts/groups';
import { testClient } from '../../test/api-client';
import type { CreatedUser } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import {
  type Answer,
  eachMatrixCase,
  expectAnswer,
  expectedAnswer,
  insertGroup,
  isMember,
  type MatrixCaller,
  type MatrixRole,
  matrixMemberships,
} from './group-test-support';

/*
 * The permission matrix of the groups area: (visitor, non-member, member, moderator, admin, creator) ×
 * (public, private, secret) × every route, each on a fresh group, each answer's status and code checked.
 * A secret group is 404 to anyone outside it on every route.
 */

const t = testAppForFile();
const { call, member } = testClient(t, '/api/v1');
const users = {} as Record<MatrixCaller | 'requester' | 'target', CreatedUser>;

beforeAll(async () => {
  for (const name of [
    'outsider',
    'member',
    'moderator',
    'admin',
    'creator',
    'requester',
    'target',
  ] as const) {
    users[name] = await member(`Matrice ${name}`);
  }
});

interface Fixture {
  groupId: string;
  /** The membership of a plain member other than the caller ("target"). */
  targetMemberId: string;
  requestId: string;
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (f: Fixture) => string;
  body?: Record<string, unknown>;
  /** The expected status and error code, for a caller allowed to see the group. */
  expect: (role: MatrixCaller, type: GroupType) => Answer;
  /** What a visitor gets when the group is visible to them (public reads); writes are 401. */
  visitor?: (type: GroupType) => Answer;
}

const manager = (role: MatrixRole) => role === 'admin' || role === 'creator';
const forManagers =
  (ok: number) =>
  (role: MatrixRole): Answer =>
    manager(role) ? [ok] : [403, 'group_admin_required'];

const cases: RouteCase[] = [
  {
    name: 'GET group',
    method: 'GET',
    url: (f) => `/groups/${f.groupId}`,
    expect: () => [200],
    visitor: () => [200],
  },
  {
    name: 'GET members',
    method: 'GET',
    url: (f) => `/groups/${f.groupId}/members`,
    expect: (role, type) => (type === 'public' || isMember(role) ? [200] : [403, 'group_private']),
    visitor: (type) => (type === 'public' ? [200] : [403, 'group_private']),
  },
  {
    name: 'PATCH group',
    method: 'PATCH',
    url: (f) => `/groups/${f.groupId}`,
    body: { name: 'Renommé', description: 'Nouvelle description', type: 'public' },
    expect: forManagers(200),
  },
  {
    name: 'DELETE group',
    method: 'DELETE',
    url: (f) => `/groups/${f.groupId}`,
    expect: (role) => (role === 'creator' ? [204] : [403, 'group_creator_required']),
  },
  {
    name: 'POST join',
    method: 'POST',
    url: (f) => `/groups/${f.groupId}/join`,
    expect: (role) => (isMember(role) ? [409, 'group_already_member'] : [200]),
  },
  {
    name: 'DELETE join-request',
    method: 'DELETE',
    url: (f) => `/groups/${f.groupId}/join-request`,
    expect: () => [409, 'group_request_not_pending'],
  },
  {
    name: 'POST leave',
    method: 'POST',
    url: (f) => `/groups/${f.groupId}/leave`,
    expect: (role) =>
      role === 'creator'
        ? [409, 'group_creator_cannot_leave']
        : isMember(role)
          ? [200]
          : [409, 'group_not_member'],
  },
  {
    name: 'PATCH member role',
    method: 'PATCH',
    url: (f) => `/groups/${f.groupId}/members/${f.targetMemberId}`,
    body: { role: 'moderator' },
    expect: forManagers(200),
  },
  {
    name: 'DELETE member',
    method: 'DELETE',
    url: (f) => `/groups/${f.groupId}/members/${f.targetMemberId}`,
    expect: forManagers(204),
  },
  {
    name: 'POST members (add)',
    method: 'POST',
    url: (f) => `/groups/${f.groupId}/members`,
    body: { userId: '' },
    expect: forManagers(201),
  },
  {
    name: 'GET member-candidates',
    method: 'GET',
    url: (f) => `/groups/${f.groupId}/member-candidates?q=Matrice`,
    expect: forManagers(200),
  },
  {
    name: 'GET join-requests',
    method: 'GET',
    url: (f) => `/groups/${f.groupId}/join-requests`,
    expect: forManagers(200),
  },
  {
    name: 'POST approve',
    method: 'POST',
    url: (f) => `/groups/${f.groupId}/join-requests/${f.requestId}/approve`,
    expect: forManagers(200),
  },
  {
    name: 'POST reject',
    method: 'POST',
    url: (f) => `/groups/${f.groupId}/join-requests/${f.requestId}/reject`,
    expect: forManagers(204),
  },
];

const fixture = async (type: GroupType): Promise<Fixture> => {
  const { group, memberIds, requestIds } = await insertGroup(t.database.db, {
    type,
    members: matrixMemberships(users),
    pending: [users.requester.id],
  });
  return {
    groupId: group.id,
    targetMemberId: memberIds[users.target.id] ?? '',
    requestId: requestIds[users.requester.id] ?? '',
  };
};

eachMatrixCase(cases, async (type, role, routeCase) => {
  const f = await fixture(type);
  const caller = role === 'visitor' ? null : users[role];
  const body = routeCase.body && 'userId' in routeCase.body ? { userId: users.requester.id } : routeCase.body;
  const res = await call(caller, routeCase.method, routeCase.url(f), body);
  expectAnswer(res, expectedAnswer(role, type, routeCase));
});

describe('a secret group in the directory', () => {
  it('is listed and searchable only for its members', async () => {
    const name = `Cercle confidentiel ${Date.now()}`;
    const { group } = await insertGroup(t.database.db, {
      type: 'secret',
      name,
      members: [
        { userId: users.creator.id, role: 'creator' },
        { userId: users.member.id, role: 'member' },
      ],
    });
    const search = `/groups?q=${encodeURIComponent(name)}`;
    for (const caller of [null, users.outsider]) {
      for (const url of [search, '/groups?type=secret', '/groups?limit=48']) {
        const res = await call(caller, 'GET', url);
        expect(res.statusCode).toBe(200);
        expect(res.json().items.map((item: { id: string }) => item.id)).not.toContain(group.id);
      }
    }
    const outsiderMine = await call(users.outsider, 'GET', '/groups?mine=true');
    expect(outsiderMine.json().items.map((item: { id: string }) => item.id)).not.toContain(group.id);
    for (const url of [search, '/groups?type=secret', '/groups?mine=true']) {
      const res = await call(users.member, 'GET', url);
      expect(res.json().items.map((item: { id: string }) => item.id)).toContain(group.id);
    }
  });
});
