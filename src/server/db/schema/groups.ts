import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { professionalCategories, profiles } from './profiles';

/**
 * Groups (002 §3 "Group"): public, private or secret. `member_count` is kept in the transaction that
 * adds or removes a `group_members` row, so the directory never counts. `created_by` is the member
 * who created it; the creator's `group_members` row (role `creator`) is the one that grants the rights.
 */
export const groups = pgTable(
  'groups',
  {
    id: column.primaryId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** public, private or secret. */
    type: text('type').notNull().default('public'),
    categoryId: column.setNullRef('category_id', () => professionalCategories.id),
    createdBy: column.setNullRef('created_by', () => profiles.id),
    logoUrl: text('logo_url'),
    coverImageUrl: text('cover_image_url'),
    /** The stored logo's and cover's bytes (its creator's storage quota, issue 32 §5). */
    logoBytes: integer('logo_bytes'),
    coverBytes: integer('cover_bytes'),
    rules: text('rules'),
    tags: column.tagList(),
    /** Who may post in the group's feed: members (everyone in it), moderators (and up) or admins (and up). */
    postPermission: text('post_permission').notNull().default('members'),
    memberCount: column.counter('member_count'),
    createdAt: column.timestampTz('created_at').notNull().default(column.msNow),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // Ascending keyset indexes, read backwards for `order by created_at desc, id desc`.
    index('groups_created_idx').on(t.createdAt, t.id),
    index('groups_type_created_idx').on(t.type, t.createdAt, t.id),
    index('groups_category_created_idx').on(t.categoryId, t.createdAt, t.id),
    // A member's own groups: their storage quota (every upload) and their account's deletion.
    index('groups_created_by_idx').on(t.createdBy),
    check('groups_type_check', sql`${t.type} in ('public', 'private', 'secret')`),
    check('groups_member_count_check', sql`${t.memberCount} >= 0`),
    check('groups_post_permission_check', sql`${t.postPermission} in ('members', 'moderators', 'admins')`),
  ],
);

/** One row per member of a group, with its role (002 §3 group_members, §4, §6). */
export const groupMembers = pgTable(
  'group_members',
  {
    id: column.primaryId(),
    groupId: column.cascadeRef('group_id', () => groups.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    /** creator, admin, moderator or member. */
    role: text('role').notNull().default('member'),
    joinedAt: column.timestampTz('joined_at').notNull().default(column.msNow),
    /** The member chose to hear of each new post in the group. */
    notifyPosts: boolean('notify_posts').notNull().default(false),
  },
  (t) => [
    uniqueIndex('group_members_group_user_uq').on(t.groupId, t.userId),
    // One creator per group.
    uniqueIndex('group_members_one_creator_uq').on(t.groupId).where(sql`${t.role} = 'creator'`),
    // 'Mes groupes' and the directory's secret-group check: a member's groups.
    index('group_members_user_idx').on(t.userId, t.groupId),
    check('group_members_role_check', sql`${t.role} in ('creator', 'admin', 'moderator', 'member')`),
  ],
);

/**
 * A member a group's manager removed (002 §6 'Retirer'): they come back only through a request the managers
 * answer, even to a public group, or when a manager adds them. Gone once they are a member again.
 */
export const groupRemovals = pgTable(
  'group_removals',
  {
    groupId: column.cascadeRef('group_id', () => groups.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    removedBy: column.setNullRef('removed_by', () => profiles.id),
    removedAt: column.timestampTz('removed_at').notNull().default(column.msNow),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_removals_user_idx').on(t.userId),
    index('group_removals_removed_by_idx').on(t.removedBy),
  ],
);

/**
 * "Demander à rejoindre" on a private group (002 §4): at most one pending request per member and
 * group; approved, rejected or cancelled ones stay as history.
 */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    id: column.primaryId(),
    groupId: column.cascadeRef('group_id', () => groups.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    /** pending, approved, rejected or cancelled. */
    status: text('status').notNull().default('pending'),
    decidedBy: column.setNullRef('decided_by', () => profiles.id),
    decidedAt: column.timestampTz('decided_at'),
    createdAt: column.timestampTz('created_at').notNull().default(column.msNow),
  },
  (t) => [
    uniqueIndex('group_join_requests_pending_uq').on(t.groupId, t.userId).where(sql`${t.status} = 'pending'`),
    index('group_join_requests_group_status_idx').on(t.groupId, t.status, t.createdAt, t.id),
    index('group_join_requests_user_idx').on(t.userId),
    index('group_join_requests_decided_by_idx').on(t.decidedBy),
    check(
      'group_join_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);
