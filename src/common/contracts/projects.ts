import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { blankToUndefined } from './blank';
import { boundedDay } from './dates';
import { DirectoryPerson, directoryPage, directoryPageOf } from './directory';

/*
 * Projects (002 §2 "Projects", §3, §4, §5, §6, §8, §9; plan 002 B2 and decision 12). A member creates a
 * project; other members ask to take part and the owner accepts or refuses; the owner and the accepted
 * participants publish news; any member comments. The owner or an admin edits; only an admin deletes.
 */

/** Business constants of the area (002 §9, and the plan's decisions where the spec gives none). */
export const projectLimits = {
  pageSize: 12,
  /** Counts stop here: the pager offers 100 pages at most. */
  countCap: 1_200,
  titleMax: 200,
  descriptionMax: 10_000,
  tagsMax: 10,
  tagMax: 50,
  locationMax: 200,
  /** News and comments (plan 002 B2: 2000). */
  textMax: 2_000,
  joinMessageMax: 500,
  queryMax: 100,
  /** News, comments, participants and join requests: keyset pages. */
  threadPageSize: 20,
  /** Avatars shown on the detail before '+N' (002 §9). */
  participantAvatars: 5,
  coverMaxBytes: 5 * 1024 * 1024,
  coverMaxWidth: 1_600,
  /** Redirect after create and after save (002 §9). */
  redirectDelayMs: 1_000,
  /** Join requests a member may send per day. */
  joinRequestsPerDay: 20,
} as const;

const l = projectLimits;

export const projectStatuses = ['published', 'draft', 'archived'] as const;
export const ProjectStatus = z.enum(projectStatuses, { error: 'projects.validation.status' });
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const projectPath = (id: string) => `/projects/${id}`;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Tags as the form types them (002 §5): comma-separated, trimmed, empties and repeats dropped. */
export const parseTags = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => {
      const key = tag.toLocaleLowerCase('fr');
      if (!tag || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const day = boundedDay('projects.validation.date');

/** The create and edit form (002 §5): a title is required, the rest optional. */
export const ProjectBody = z
  .object({
    title: z
      .string({ error: 'projects.validation.titleRequired' })
      .trim()
      .min(1, { error: 'projects.validation.titleRequired' })
      .max(l.titleMax, { error: 'projects.validation.tooLong' }),
    description: z
      .string()
      .trim()
      .max(l.descriptionMax, { error: 'projects.validation.tooLong' })
      .default(''),
    /** A list, or the form's comma-separated text. */
    tags: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? parseTags(value)
          : Array.isArray(value)
            ? parseTags(value.join(','))
            : value,
      z
        .array(z.string().max(l.tagMax, { error: 'projects.validation.tagTooLong' }))
        .max(l.tagsMax, { error: 'projects.validation.tooManyTags' })
        .default([]),
    ),
    startDate: z.preprocess(blankToNull, day.nullable()),
    endDate: z.preprocess(blankToNull, day.nullable()),
    location: z.preprocess(
      blankToNull,
      z.string().trim().max(l.locationMax, { error: 'projects.validation.tooLong' }).nullable(),
    ),
    status: ProjectStatus.default('published'),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'projects.validation.endBeforeStart' });
    }
  });
export type ProjectBody = z.input<typeof ProjectBody>;

/** Ids of invalid format are not loaded (002 §2): a 404 with 'Projet introuvable.'. */
export const ProjectParams = z.object({ projectId: z.uuid({ error: 'projects.notFound' }) });
export const ProjectRequestParams = ProjectParams.extend({
  requestId: z.uuid({ error: 'projects.participants.requestNotFound' }),
});
export const ProjectUpdateParams = z.object({ updateId: z.uuid({ error: 'projects.news.notFound' }) });
export const ProjectCommentParams = z.object({ commentId: z.uuid({ error: 'projects.comments.notFound' }) });

/** The list's filters (002 §2: keyword, tag, status, start date from), all applied in SQL. */
export const ProjectListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'projects.validation.tooLong' }).optional(),
  ),
  tag: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.tagMax, { error: 'projects.validation.tagTooLong' }).optional(),
  ),
  /** Published by default; drafts are the viewer's own (all of them for an admin). */
  status: z.preprocess(blankToUndefined, ProjectStatus.default('published')),
  /** Projects starting on or after this day. */
  from: z.preprocess(blankToUndefined, day.optional()),
  page: directoryPage(l),
});
export type ProjectListQuery = z.input<typeof ProjectListQuery>;

export const CursorQuery = z.object({
  cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
});

export const ProjectPerson = DirectoryPerson;
export type ProjectPerson = z.infer<typeof ProjectPerson>;

/** A card of the list. */
export const ProjectCard = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The start of the description. */
  summary: z.string(),
  status: ProjectStatus,
  tags: z.array(z.string()),
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  location: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  owner: ProjectPerson.nullable(),
  /** Accepted participants, the owner included. */
  participantCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ProjectCard = z.infer<typeof ProjectCard>;

export const MembershipStatus = z.enum(['pending', 'accepted', 'refused']);
export type MembershipStatus = z.infer<typeof MembershipStatus>;

/** A project's page: the card, the text, the first participants and what the viewer may do. */
export const ProjectDetail = ProjectCard.extend({
  description: z.string(),
  countryCode: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  /** The first accepted participants (002 §9: 5 avatars, then '+N'). */
  participants: z.array(ProjectPerson),
  isOwner: z.boolean(),
  /** The owner or an admin: 'Modifier', the cover, the join requests. */
  canEdit: z.boolean(),
  /** Admins only (002 §6). */
  canDelete: z.boolean(),
  /** The owner, accepted participants and admins, on a project that is not archived. */
  canPostNews: z.boolean(),
  /** Any member, on a project that is not archived. */
  canComment: z.boolean(),
  /** The viewer's own participation or request, if any. */
  viewerMembership: z.object({ id: z.uuid(), status: MembershipStatus }).nullable(),
  /** Join requests waiting for the owner (0 for anyone else). */
  pendingCount: z.number().int().min(0),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const ProjectPage = directoryPageOf(ProjectCard);
export type ProjectPage = z.infer<typeof ProjectPage>;

export const ProjectTextBody = z.object({
  content: z
    .string({ error: 'projects.validation.textRequired' })
    .trim()
    .min(1, { error: 'projects.validation.textRequired' })
    .max(l.textMax, { error: 'projects.validation.tooLong' }),
});
export type ProjectTextBody = z.input<typeof ProjectTextBody>;

/** A news update or a comment. */
export const ProjectPost = z.object({
  id: z.uuid(),
  author: ProjectPerson.nullable(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  /** The author, the project's owner or an admin. */
  canDelete: z.boolean(),
});
export type ProjectPost = z.infer<typeof ProjectPost>;

export const ProjectPostPage = z.object({
  items: z.array(ProjectPost),
  nextCursor: z.string().nullable(),
});
export type ProjectPostPage = z.infer<typeof ProjectPostPage>;

export const ProjectParticipant = z.object({
  id: z.uuid(),
  person: ProjectPerson,
  role: z.enum(['admin', 'member']),
  joinedAt: z.iso.datetime(),
});
export const ProjectParticipantPage = z.object({
  items: z.array(ProjectParticipant),
  nextCursor: z.string().nullable(),
});
export type ProjectParticipantPage = z.infer<typeof ProjectParticipantPage>;

export const ProjectJoinBody = z.object({
  message: z.preprocess(
    blankToNull,
    z.string().trim().max(l.joinMessageMax, { error: 'projects.validation.tooLong' }).nullable(),
  ),
});
export type ProjectJoinBody = z.input<typeof ProjectJoinBody>;

export const ProjectJoinRequest = z.object({
  id: z.uuid(),
  person: ProjectPerson,
  message: z.string().nullable(),
  status: MembershipStatus,
  createdAt: z.iso.datetime(),
});
export type ProjectJoinRequest = z.infer<typeof ProjectJoinRequest>;

export const ProjectJoinRequestPage = z.object({
  items: z.array(ProjectJoinRequest),
  nextCursor: z.string().nullable(),
});
export type ProjectJoinRequestPage = z.infer<typeof ProjectJoinRequestPage>;

// ---------------------------------------------------------------------------------------------
// Registries

export const projectNotificationTypes = [
  'project_join_request',
  'project_join_approved',
  'project_join_refused',
  'project_update',
  'project_comment',
] as const;
export const projectLogActions = ['project_deleted', 'project_updated_by_admin'] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const projectAbilities = {
  /** Edit any project and moderate its news and comments; delete a project (002 §6: admin only). */
  'projects.moderate': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof projectAbilities> {}
  interface NotificationTypes extends Registered<typeof projectNotificationTypes> {}
  interface LogActions extends Registered<typeof projectLogActions> {}
}

/** The endpoints of the projects (under `/api/v1`). */
export const projectEndpoints = {
  /** 12 a page, newest first, every filter in SQL. */
  list: endpoint('GET', '/projects', { query: ProjectListQuery, response: ProjectPage, access: 'public' }),
  create: endpoint('POST', '/projects', {
    body: ProjectBody,
    response: ProjectDetail,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  /** A draft only for its owner and admins (404 otherwise). */
  get: endpoint('GET', '/projects/:projectId', {
    params: ProjectParams,
    response: ProjectDetail,
    access: 'public',
  }),
  /** The owner or an admin (403 otherwise). */
  update: endpoint('PATCH', '/projects/:projectId', {
    params: ProjectParams,
    body: ProjectBody,
    response: ProjectDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** Admins only (002 §6). */
  remove: endpoint('DELETE', '/projects/:projectId', {
    params: ProjectParams,
    response: z.null(),
    status: 204,
    access: { ability: 'projects.moderate' },
  }),
  /** The cover: an image by its bytes, 5 MB at most, re-encoded; the owner or an admin. */
  uploadCover: endpoint('PUT', '/projects/:projectId/cover', {
    params: ProjectParams,
    multipart: true,
    response: ProjectDetail,
    access: 'member',
    limit: 'upload',
  }),
  removeCover: endpoint('DELETE', '/projects/:projectId/cover', {
    params: ProjectParams,
    response: ProjectDetail,
    access: 'member',
  }),
  /** News updates, newest first. */
  updates: endpoint('GET', '/projects/:projectId/updates', {
    params: ProjectParams,
    query: CursorQuery,
    response: ProjectPostPage,
    access: 'public',
  }),
  postUpdate: endpoint('POST', '/projects/:projectId/updates', {
    params: ProjectParams,
    body: ProjectTextBody,
    response: ProjectPost,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  removeUpdate: endpoint('DELETE', '/project-updates/:updateId', {
    params: ProjectUpdateParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** Comments, oldest first. */
  comments: endpoint('GET', '/projects/:projectId/comments', {
    params: ProjectParams,
    query: CursorQuery,
    response: ProjectPostPage,
    access: 'public',
  }),
  postComment: endpoint('POST', '/projects/:projectId/comments', {
    params: ProjectParams,
    body: ProjectTextBody,
    response: ProjectPost,
    status: 201,
    access: 'member',
    limit: 'comment',
  }),
  removeComment: endpoint('DELETE', '/project-comments/:commentId', {
    params: ProjectCommentParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** Accepted participants, earliest first. */
  participants: endpoint('GET', '/projects/:projectId/participants', {
    params: ProjectParams,
    query: CursorQuery,
    response: ProjectParticipantPage,
    access: 'public',
  }),
  /** The viewer asks to take part (pending until the owner answers). */
  join: endpoint('POST', '/projects/:projectId/participation', {
    params: ProjectParams,
    body: ProjectJoinBody,
    response: ProjectDetail,
    status: 201,
    access: 'member',
    limit: 'service',
  }),
  /** The viewer withdraws a pending request or leaves the project. */
  leave: endpoint('DELETE', '/projects/:projectId/participation', {
    params: ProjectParams,
    response: ProjectDetail,
    access: 'member',
  }),
  /** Pending requests, oldest first: the owner or an admin. */
  joinRequests: endpoint('GET', '/projects/:projectId/join-requests', {
    params: ProjectParams,
    query: CursorQuery,
    response: ProjectJoinRequestPage,
    access: 'member',
  }),
  approve: endpoint('POST', '/projects/:projectId/join-requests/:requestId/approve', {
    params: ProjectRequestParams,
    response: ProjectJoinRequest,
    access: 'member',
    limit: 'edit',
  }),
  refuse: endpoint('POST', '/projects/:projectId/join-requests/:requestId/refuse', {
    params: ProjectRequestParams,
    response: ProjectJoinRequest,
    access: 'member',
    limit: 'edit',
  }),
};
