import type { GroupCard, GroupMemberItem, GroupType } from '../../../common/contracts/groups';
import type { ProfileCard } from '../../../common/contracts/profiles';
import { AppError } from '../../lib/app-error';
import type { Actor, ProfileRow } from '../../platform/actor';
import { displayName, type PersonRow } from '../../platform/person';
import { asRole } from './group.policy';
import type * as repo from './group.repository';
import type * as requests from './group-request.repository';

/** How a group and its members read in the API (002 §2 "Groups"). */

export const asType = (value: string): GroupType =>
  value === 'private' || value === 'secret' ? value : 'public';

export const toCard = (read: repo.GroupRead): GroupCard => ({
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

/** The managers' notice of a join request: the group, the requester and the request to answer. */
export const joinRequestData = (
  read: repo.GroupRead,
  requester: Actor,
  request: requests.JoinRequestRow,
) => ({
  group_id: read.group.id,
  group_name: read.group.name,
  requester_id: requester.id,
  requester_name: displayName(requester.profile),
  request_id: request.id,
});

export type MemberRow = { member: repo.GroupMemberRow; profile: ProfileRow };

/** A member of the list as `present` (the viewer's person presenter) shows them. */
export const toMemberItem = (
  row: MemberRow,
  present: (profile: PersonRow) => ProfileCard,
): GroupMemberItem => ({
  id: row.member.id,
  role: asRole(row.member.role) ?? 'member',
  joinedAt: row.member.joinedAt.toISOString(),
  member: present(row.profile),
});

/* The members list's cursor: [rank, joined_at, id], so the list reads by rank then seniority. */
export const encodeMemberCursor = (cursor: repo.MemberCursor) =>
  Buffer.from(JSON.stringify([cursor.rank, cursor.at.toISOString(), cursor.id])).toString('base64url');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const decodeMemberCursor = (value: string | undefined): repo.MemberCursor | undefined => {
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
