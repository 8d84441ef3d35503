import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { blankToUndefined, optionalText } from './blank';
import { pageOf } from './pagination';
import { ProfileCard } from './profiles';

/** Group limits (002 §5, §9; the plan's decisions for what the spec leaves open). */
export const groupLimits = {
  nameMax: 100,
  descriptionMax: 500,
  rulesMax: 5000,
  tagsMax: 10,
  tagMax: 50,
  queryMax: 100,
  /** The directory's page (the other directories' 12). */
  pageSize: 12,
  membersPageSize: 30,
  /** The member search dialog (002 §9). */
  memberSearchResults: 10,
  requestsPageSize: 30,
  /** Join requests a member may send per day, all groups together (each one tells the managers). */
  joinRequestsPerDay: 20,
  /** 002 §5, §9: logo 5 MB, banner 10 MB (recommended 200×200 and 1200×400), re-encoded this wide at most. */
  logoMaxBytes: 5 * 1024 * 1024,
  coverMaxBytes: 10 * 1024 * 1024,
  logoMaxWidth: 400,
  coverMaxWidth: 2400,
} as const;

/** Who may post in the group's feed: every member, moderators and up, or admins and up. */
export const GroupPostPermission = z.enum(['members', 'moderators', 'admins']);
export type GroupPostPermission = z.infer<typeof GroupPostPermission>;

/** The group's two images: its logo and its banner. */
export const GroupImageKind = z.enum(['logo', 'cover']);
export type GroupImageKind = z.infer<typeof GroupImageKind>;

/** Where a group's image is read (the route checks who asks: a secret group's are 404 to outsiders). */
export const groupImagePath = (groupId: string, kind: GroupImageKind, version: string) =>
  `/api/v1/groups/${groupId}/images/${kind}?v=${version}`;

/** 002 §9: public, private, secret. */
export const GroupType = z.enum(['public', 'private', 'secret']);
export type GroupType = z.infer<typeof GroupType>;

/** 002 §3: the four roles, strongest first. */
export const GroupRole = z.enum(['creator', 'admin', 'moderator', 'member']);
export type GroupRole = z.infer<typeof GroupRole>;

/** How the viewer stands towards the group: a role, a pending request, or nothing. */
export const GroupViewer = z.object({
  role: GroupRole.nullable(),
  requestId: z.uuid().nullable(),
  /**
   * Joining is a request the managers answer ('Demander à rejoindre'): a private group, or a public one
   * a manager removed the viewer from. False for a member.
   */
  mustAsk: z.boolean(),
});
export type GroupViewer = z.infer<typeof GroupViewer>;

/** What each card of the directory shows. */
export const GroupCard = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  type: GroupType,
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  tags: z.array(z.string()),
  memberCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  /** The viewer's role (null for a visitor or a non-member). */
  viewerRole: GroupRole.nullable(),
});
export type GroupCard = z.infer<typeof GroupCard>;

/** The group page's header and 'À propos'. */
export const GroupDetail = GroupCard.extend({
  rules: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  createdBy: ProfileCard.nullable(),
  viewer: GroupViewer,
  postPermission: GroupPostPermission,
  /** The viewer may post in the group's feed (the composer shows only then, 002 §6). */
  canPost: z.boolean(),
  /** The viewer reads the group's posts (Publications). */
  canReadPosts: z.boolean(),
  /** The viewer asked to hear of each new post. */
  notifyPosts: z.boolean(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

export const GroupsQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(groupLimits.queryMax).optional()),
  categoryId: z.preprocess(blankToUndefined, z.uuid({ error: 'groups.validation.category' }).optional()),
  type: z.preprocess(blankToUndefined, GroupType.optional()),
  /** 'Mes groupes': only the viewer's groups. */
  mine: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  ),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(48).default(groupLimits.pageSize),
});
export type GroupsQuery = z.input<typeof GroupsQuery>;
export const GroupsPage = pageOf(GroupCard);
export type GroupsPage = z.infer<typeof GroupsPage>;

const required = 'groups.validation.required';

const tagsField = z
  .array(z.string().trim().max(groupLimits.tagMax, { error: 'groups.validation.tagTooLong' }))
  .max(groupLimits.tagsMax, { error: 'groups.validation.tooManyTags' })
  // Trimmed, empties dropped, no duplicates (002 §5).
  .transform((tags) => [...new Set(tags.filter((tag) => tag.length > 0))]);

/** create_group (002 §5 "Group creation"); the creator comes from the session. */
export const GroupBody = z.object({
  name: z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(groupLimits.nameMax, { error: 'groups.validation.nameTooLong' }),
  description: z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(groupLimits.descriptionMax, { error: 'groups.validation.descriptionTooLong' }),
  type: GroupType.default('public'),
  categoryId: z.uuid({ error: 'groups.validation.category' }).nullable().optional().default(null),
  rules: optionalText(groupLimits.rulesMax, 'groups.validation.tooLong'),
  tags: tagsField.default([]),
  postPermission: GroupPostPermission.default('members'),
});
export type GroupBody = z.input<typeof GroupBody>;
export type GroupValues = z.output<typeof GroupBody>;

export const GroupParams = z.object({ groupId: z.uuid({ error: 'groups.errors.notFound' }) });
export const GroupMemberParams = GroupParams.extend({
  memberId: z.uuid({ error: 'groups.errors.notFound' }),
});
export const GroupRequestParams = GroupParams.extend({
  requestId: z.uuid({ error: 'groups.errors.notFound' }),
});

/** What joining did: a member at once (public) or a pending request (private). */
export const JoinGroupResponse = z.object({
  status: z.enum(['member', 'pending']),
  viewer: GroupViewer,
});
export type JoinGroupResponse = z.infer<typeof JoinGroupResponse>;

export const GroupViewerResponse = z.object({ viewer: GroupViewer });
export type GroupViewerResponse = z.infer<typeof GroupViewerResponse>;

/** A row of 'Membres': the profile (fallback names of 002 §3 on the web) and the role. */
export const GroupMemberItem = z.object({
  id: z.uuid(),
  role: GroupRole,
  joinedAt: z.iso.datetime(),
  member: ProfileCard,
});
export type GroupMemberItem = z.infer<typeof GroupMemberItem>;

export const GroupMembersQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(groupLimits.membersPageSize),
});
export type GroupMembersQuery = z.input<typeof GroupMembersQuery>;
export const GroupMembersPage = pageOf(GroupMemberItem);
export type GroupMembersPage = z.infer<typeof GroupMembersPage>;

/** The roles a manager may set (the creator role is never given here). */
export const ChangeRoleBody = z.object({ role: z.enum(['admin', 'moderator', 'member']) });
export type ChangeRoleBody = z.infer<typeof ChangeRoleBody>;

/** A pending "Demander à rejoindre". */
export const GroupJoinRequestItem = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  member: ProfileCard,
});
export type GroupJoinRequestItem = z.infer<typeof GroupJoinRequestItem>;
export const GroupJoinRequestsPage = pageOf(GroupJoinRequestItem);
export type GroupJoinRequestsPage = z.infer<typeof GroupJoinRequestsPage>;

/** The member search of 'Ajouter un membre': name contains `q`, 10 results (002 §9). */
export const MemberCandidatesQuery = z.object({
  q: z.string().trim().max(groupLimits.queryMax).default(''),
});
export const MemberCandidate = z.object({ member: ProfileCard, isMember: z.boolean() });
export type MemberCandidate = z.infer<typeof MemberCandidate>;
export const MemberCandidatesResponse = z.object({ items: z.array(MemberCandidate) });
export type MemberCandidatesResponse = z.infer<typeof MemberCandidatesResponse>;

export const GroupImageParams = GroupParams.extend({ kind: GroupImageKind });

/** 'Transférer le groupe': the creator hands the group to another member, who becomes its creator. */
export const TransferGroupBody = z.object({ memberId: z.uuid({ error: 'groups.errors.notFound' }) });
export type TransferGroupBody = z.infer<typeof TransferGroupBody>;

export const PostNotificationsBody = z.object({ enabled: z.boolean() });
export type PostNotificationsBody = z.infer<typeof PostNotificationsBody>;
export const PostNotificationsResponse = z.object({ notifyPosts: z.boolean() });
export type PostNotificationsResponse = z.infer<typeof PostNotificationsResponse>;

export const AddMemberBody = z.object({ userId: z.uuid({ error: 'errors.invalid_profile_id' }) });
export type AddMemberBody = z.infer<typeof AddMemberBody>;

/** The endpoints (under `/api/v1`). Reads are public; a secret group is 404 to anyone outside it. */
export const groupEndpoints = {
  /** The directory: search, category and type in SQL, 'Mes groupes', newest first (keyset). */
  list: endpoint('GET', '/groups', { query: GroupsQuery, response: GroupsPage, access: 'public' }),
  create: endpoint('POST', '/groups', {
    body: GroupBody,
    response: GroupDetail,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  get: endpoint('GET', '/groups/:groupId', { params: GroupParams, response: GroupDetail, access: 'public' }),
  /** Informations générales: the creator or an admin. */
  update: endpoint('PATCH', '/groups/:groupId', {
    params: GroupParams,
    body: GroupBody,
    response: GroupDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** The creator (or a site admin) deletes the group and everything in it. */
  remove: endpoint('DELETE', '/groups/:groupId', {
    params: GroupParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** Rejoindre (public) or Demander à rejoindre (private); a secret group is joined only by invitation. */
  join: endpoint('POST', '/groups/:groupId/join', {
    params: GroupParams,
    response: JoinGroupResponse,
    access: 'member',
    limit: 'edit',
  }),
  /** The requester withdraws a pending request. */
  cancelRequest: endpoint('DELETE', '/groups/:groupId/join-request', {
    params: GroupParams,
    response: GroupViewerResponse,
    access: 'member',
  }),
  /** Quitter: any member but the creator. */
  leave: endpoint('POST', '/groups/:groupId/leave', {
    params: GroupParams,
    response: GroupViewerResponse,
    access: 'member',
    limit: 'edit',
  }),
  /** Membres: readable by anyone for a public group, by members otherwise; by rank then seniority. */
  members: endpoint('GET', '/groups/:groupId/members', {
    params: GroupParams,
    query: GroupMembersQuery,
    response: GroupMembersPage,
    access: 'public',
  }),
  /** Ajouter un membre (creator or admin): the added member gets role member, and is told. */
  addMember: endpoint('POST', '/groups/:groupId/members', {
    params: GroupParams,
    body: AddMemberBody,
    response: GroupMemberItem,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
  /** Members the creator or an admin may add, found by name (10), each flagged when already in. */
  memberCandidates: endpoint('GET', '/groups/:groupId/member-candidates', {
    params: GroupParams,
    query: MemberCandidatesQuery,
    response: MemberCandidatesResponse,
    access: 'member',
  }),
  changeRole: endpoint('PATCH', '/groups/:groupId/members/:memberId', {
    params: GroupMemberParams,
    body: ChangeRoleBody,
    response: GroupMemberItem,
    access: 'member',
    limit: 'edit',
  }),
  removeMember: endpoint('DELETE', '/groups/:groupId/members/:memberId', {
    params: GroupMemberParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** Pending requests, oldest first: the creator and admins. */
  requests: endpoint('GET', '/groups/:groupId/join-requests', {
    params: GroupParams,
    query: GroupMembersQuery,
    response: GroupJoinRequestsPage,
    access: 'member',
  }),
  approve: endpoint('POST', '/groups/:groupId/join-requests/:requestId/approve', {
    params: GroupRequestParams,
    response: GroupMemberItem,
    access: 'member',
    limit: 'edit',
  }),
  reject: endpoint('POST', '/groups/:groupId/join-requests/:requestId/reject', {
    params: GroupRequestParams,
    response: z.null(),
    status: 204,
    access: 'member',
    limit: 'edit',
  }),
  /**
   * The logo (5 MB) or banner (10 MB), field `file`: JPEG, PNG, WebP or GIF checked by its bytes and
   * re-encoded; the creator or an admin.
   */
  uploadImage: endpoint('PUT', '/groups/:groupId/images/:kind', {
    params: GroupImageParams,
    multipart: true,
    response: GroupDetail,
    access: 'member',
    limit: 'upload',
  }),
  removeImage: endpoint('DELETE', '/groups/:groupId/images/:kind', {
    params: GroupImageParams,
    response: GroupDetail,
    access: 'member',
  }),
  /** The image's bytes, to whoever may see the group (404 to a secret group's outsiders). */
  image: endpoint('GET', '/groups/:groupId/images/:kind', {
    params: GroupImageParams,
    response: z.string().describe('The image (its own type)'),
    access: 'public',
  }),
  /** The creator hands the group to another member and becomes an admin. */
  transfer: endpoint('POST', '/groups/:groupId/transfer', {
    params: GroupParams,
    body: TransferGroupBody,
    response: GroupDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** A member asks (or stops asking) to hear of each new post in the group. */
  postNotifications: endpoint('PUT', '/groups/:groupId/post-notifications', {
    params: GroupParams,
    body: PostNotificationsBody,
    response: PostNotificationsResponse,
    access: 'member',
    limit: 'own',
  }),
};

/** Notification types of the groups area (plan X6). */
export const groupNotificationTypes = [
  'group_join_request',
  'group_join_approved',
  'group_join_rejected',
  'group_member_added',
  'group_post',
  'group_created',
] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof groupNotificationTypes> {}
}
