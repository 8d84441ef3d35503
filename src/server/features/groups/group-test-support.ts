import { eq, sql } from 'drizzle-orm';
import type { GroupRole, GroupType } from '../../../common/contracts/groups';
import type { Db } from '../../db/client';
import { groupJoinRequests, groupMembers, groups } from '../../db/schema';

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
