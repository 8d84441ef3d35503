import type { GroupRole, GroupType } from '../../../common/contracts/groups';
import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';

/** The four roles of 002 §6, strongest first. */
export const roleRank: Record<GroupRole, number> = { creator: 0, admin: 1, moderator: 2, member: 3 };

export const asRole = (value: string | null): GroupRole | null =>
  value === 'creator' || value === 'admin' || value === 'moderator' || value === 'member' ? value : null;

/** A secret group exists only for its members: to anyone else it is not found, by every path. */
export const canSee = (type: GroupType, role: GroupRole | null): boolean =>
  type !== 'secret' || role !== null;

/** Membres: anyone for a public group, the members of a private or secret one. */
export const canReadMembers = (type: GroupType, role: GroupRole | null): boolean =>
  type === 'public' || role !== null;

/** Settings, join requests, member management: the creator and admins (002 §6). */
export const isManager = (role: GroupRole | null): boolean => role === 'creator' || role === 'admin';

/** The creator deletes the group; a site admin may too, as moderation (plan A.5). */
export const canDeleteGroup = (actor: Actor, role: GroupRole | null): boolean =>
  role === 'creator' || can(actor.role, 'feed.moderate');

/**
 * Why `actorRole` may not move a `target` member to `to` (002 §4, §6), or undefined when allowed:
 * nobody edits themselves, the creator is never demoted, member ↔ moderator needs an admin or the
 * creator, anything touching the admin role needs the creator.
 */
export const roleChangeRefusal = (
  actorRole: GroupRole | null,
  target: { role: GroupRole; self: boolean },
  to: GroupRole,
):
  | 'group_self_action'
  | 'group_creator_cannot_be_demoted'
  | 'group_admin_required'
  | 'group_creator_required'
  | undefined => {
  if (!isManager(actorRole)) return 'group_admin_required';
  if (target.self) return 'group_self_action';
  if (target.role === 'creator') return 'group_creator_cannot_be_demoted';
  if ((target.role === 'admin' || to === 'admin') && actorRole !== 'creator') return 'group_creator_required';
  return undefined;
};

/** Why `actorRole` may not remove `target` (002 §6: admins remove members and moderators; the creator anyone else). */
export const removalRefusal = (
  actorRole: GroupRole | null,
  target: { role: GroupRole; self: boolean },
):
  | 'group_self_action'
  | 'group_creator_cannot_be_removed'
  | 'group_admin_required'
  | 'group_creator_required'
  | undefined => {
  if (!isManager(actorRole)) return 'group_admin_required';
  if (target.self) return 'group_self_action';
  if (target.role === 'creator') return 'group_creator_cannot_be_removed';
  if (target.role === 'admin' && actorRole !== 'creator') return 'group_creator_required';
  return undefined;
};

/** Who may post in a group's feed, a setting of the group (Informations générales). */
export type GroupPostPermission = 'members' | 'moderators' | 'admins';

export const asPostPermission = (value: string): GroupPostPermission =>
  value === 'moderators' || value === 'admins' ? value : 'members';

/**
 * The group's posts: anyone for a public group, its members for a private or secret one (a secret
 * group's are, like the group, not found to anyone else).
 */
export const canReadPosts = (type: GroupType, role: GroupRole | null): boolean =>
  type === 'public' || role !== null;

/**
 * Why `role` may not post in a group whose rule is `permission`, or undefined when allowed (002 §5
 * 'Vous devez être membre du groupe pour publier'; the rule narrows it to moderators or admins).
 */
export const postRefusal = (
  role: GroupRole | null,
  permission: GroupPostPermission,
): 'group_post_members_only' | 'group_post_moderators_only' | 'group_post_admins_only' | undefined => {
  if (role === null) return 'group_post_members_only';
  if (permission === 'admins' && roleRank[role] > roleRank.admin) return 'group_post_admins_only';
  if (permission === 'moderators' && roleRank[role] > roleRank.moderator) return 'group_post_moderators_only';
  return undefined;
};

/** Deleting others' posts and comments in a group: its creator, admins and moderators (002 §6). */
export const canModeratePosts = (role: GroupRole | null): boolean =>
  role === 'creator' || role === 'admin' || role === 'moderator';
