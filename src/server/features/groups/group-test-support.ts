import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { GroupDetail, GroupRole, GroupType } from '../../../common/contracts/groups';
import type { Db } from '../../db/client';
import { groupJoinRequests, groupMembers, groups } from '../../db/schema';
import { testClient } from '../../test/api-client';
import type { TestApp } from '../../test/build-test-app';
import type { CreatedUser } from '../../test/factories';

/**
 * A group written straight to the database with members of the given roles (the creator first), for
 * tests that need many groups fast. Returns the group and each membership id by user.
 */
export const insertGroup = async (
  db: Db,
  input: {
    type: GroupType;
    name?: string;
    description?: string;
    categoryId?: string | null;
    members: { userId: string; role: GroupRole }[];
    pending?: string[];
  },
) => {
  const creator = input.members.find((member) => member.role === 'creator');
  const [group] = await db
    .insert(groups)
    .values({
      name: input.name ?? `Groupe ${input.type}`,
      description: input.description ?? 'Un groupe de test',
      type: input.type,
      categoryId: input.categoryId ?? null,
      createdBy: creator?.userId ?? null,
      memberCount: input.members.length,
    })
    .returning();
  if (!group) throw new Error('group fixture failed');
  const memberIds: Record<string, string> = {};
  for (const member of input.members) {
    const [row] = await db
      .insert(groupMembers)
      .values({ groupId: group.id, userId: member.userId, role: member.role })
      .returning();
    if (row) memberIds[member.userId] = row.id;
  }
  const requestIds: Record<string, string> = {};
  for (const userId of input.pending ?? []) {
    const [row] = await db.insert(groupJoinRequests).values({ groupId: group.id, userId }).returning();
    if (row) requestIds[userId] = row.id;
  }
  return { group, memberIds, requestIds };
};

/**
 * A group created through the API by `owner` (POST /api/v1/groups, with a description unless `body`
 * gives one), for tests of what the routes do with it; fails the test unless it is 201.
 */
export const createGroupAs = async (t: TestApp, owner: CreatedUser, body: Record<string, unknown>) => {
  const res = await testClient(t, '/api/v1').call(owner, 'POST', '/groups', {
    description: 'Entraide entre membres',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GroupDetail>();
};

/** The stored member count and the real number of rows, to check they agree. */
export const countsOf = async (db: Db, groupId: string) => {
  const [group] = await db
    .select({ memberCount: groups.memberCount })
    .from(groups)
    .where(eq(groups.id, groupId));
  const [rows] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return { stored: group?.memberCount, rows: rows?.n };
};

/*
 * The groups' permission matrices (group.matrix.test.ts, group-feed.matrix.test.ts): every caller ×
 * every group type × every route, the expected answer worked out the same way in both.
 */

export type MatrixRole = 'visitor' | 'outsider' | 'member' | 'moderator' | 'admin' | 'creator';
export type MatrixCaller = Exclude<MatrixRole, 'visitor'>;
export const matrixRoles: MatrixRole[] = ['visitor', 'outsider', 'member', 'moderator', 'admin', 'creator'];
export const groupTypes: GroupType[] = ['public', 'private', 'secret'];

export const isMember = (role: MatrixRole) => role !== 'visitor' && role !== 'outsider';

/** A matrix group's memberships: each member caller in the role it is named after, and `target`, a plain member. */
export const matrixMemberships = (
  users: Record<Exclude<MatrixCaller, 'outsider'> | 'target', { id: string }>,
): { userId: string; role: GroupRole }[] => [
  { userId: users.creator.id, role: 'creator' },
  { userId: users.admin.id, role: 'admin' },
  { userId: users.moderator.id, role: 'moderator' },
  { userId: users.member.id, role: 'member' },
  { userId: users.target.id, role: 'member' },
];

/** One test per case of a matrix, for every group type and every role: `run` calls and checks. */
export const eachMatrixCase = <Case extends { name: string }>(
  cases: Case[],
  run: (type: GroupType, role: MatrixRole, routeCase: Case) => Promise<void>,
) =>
  describe.each(groupTypes)('a %s group', (type) => {
    describe.each(matrixRoles)('as %s', (role) => {
      it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, routeCase) => run(type, role, routeCase));
    });
  });

/** An expected status and, for an error, its code. */
export type Answer = [number, string?];

/**
 * What `role` gets from a route of a `type` group: a visitor 401 on a write or a members' read, else the
 * case's `visitor` answer; a secret group is 404 to anyone outside it; otherwise the case's `expect`.
 */
export const expectedAnswer = (
  role: MatrixRole,
  type: GroupType,
  routeCase: {
    method: string;
    expect: (role: MatrixCaller, type: GroupType) => Answer;
    visitor?: (type: GroupType) => Answer;
  },
): Answer => {
  if (role === 'visitor') {
    if (routeCase.method !== 'GET' || !routeCase.visitor) return [401, 'unauthenticated'];
    return type === 'secret' ? [404, 'not_found'] : routeCase.visitor(type);
  }
  if (type === 'secret' && !isMember(role)) return [404, 'not_found'];
  return routeCase.expect(role, type);
};

/** Checks a response's status and error code against `expected`; an error always carries a message. */
export const expectAnswer = (res: LightMyRequestResponse, expected: Answer) => {
  expect({
    status: res.statusCode,
    code: res.statusCode >= 400 ? res.json().error.code : undefined,
  }).toEqual({ status: expected[0], code: expected[1] });
  if (res.statusCode >= 400) expect(res.json().error.message).toEqual(expect.any(String));
};
