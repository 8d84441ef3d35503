import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * A project (002 §3 "Project", plan 002 B2). `status` is published, draft or archived (a check, not the
 * free value of the spec); drafts are read only by their owner and admins. `owner_id` is null once the
 * owner's account is gone: the page then shows the earliest accepted admin participant (002 §4).
 * `participant_count` counts the accepted `project_members` rows, kept in the transaction that changes
 * them. `search_text` (the folded title and description, with its trigram index) is hand-written at the
 * end of the migration.
 */
export const projects = pgTable(
  'projects',
  {
    id: column.primaryId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('published'),
    ownerId: column.setNullRef('owner_id', () => profiles.id),
    coverImageUrl: text('cover_image_url'),
    /** The stored cover's bytes (its owner's storage quota, issue 32 §5). */
    coverBytes: integer('cover_bytes'),
    tags: column.tagList(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    location: text('location'),
    countryCode: text('country_code'),
    participantCount: column.counter('participant_count'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The list: newest first within a status (read backwards).
    index('projects_status_created_idx').on(t.status, t.createdAt, t.id),
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('projects_tags_idx').using('gin', t.tags),
    index('projects_status_start_idx').on(t.status, t.startDate),
    check('projects_status_check', sql`${t.status} in ('published', 'draft', 'archived')`),
    check(
      'projects_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/**
 * Who takes part (002 §3 `project_members`): the owner (role admin, accepted at creation) and the
 * members whose request the owner accepted; a request is pending until then, or refused.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    id: column.primaryId(),
    projectId: column.cascadeRef('project_id', () => projects.id),
    profileId: column.cascadeRef('profile_id', () => profiles.id),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('pending'),
    message: text('message'),
    createdAt: column.createdAt(),
    respondedAt: column.timestampTz('responded_at'),
  },
  (t) => [
    uniqueIndex('project_members_pair_idx').on(t.projectId, t.profileId),
    // Participants (accepted) and requests (pending), each by age.
    index('project_members_status_idx').on(t.projectId, t.status, t.createdAt, t.id),
    index('project_members_profile_idx').on(t.profileId),
    check('project_members_role_check', sql`${t.role} in ('admin', 'member')`),
    check('project_members_status_check', sql`${t.status} in ('pending', 'accepted', 'refused')`),
  ],
);

/**
 * A project's thread (002 §3): its news updates (newest first) or its members' comments (oldest first),
 * the same columns and indexes under the table's own name.
 */
const projectThread = <Name extends string>(name: Name) =>
  pgTable(
    name,
    {
      id: column.primaryId(),
      projectId: column.cascadeRef('project_id', () => projects.id),
      authorId: column.setNullRef('author_id', () => profiles.id),
      content: text('content').notNull(),
      createdAt: column.createdAt(),
    },
    (t) => [
      index(`${name}_project_created_idx`).on(t.projectId, t.createdAt, t.id),
      index(`${name}_author_idx`).on(t.authorId),
    ],
  );

/** News updates of a project (002 §3 `project_updates`), newest first. */
export const projectUpdates = projectThread('project_updates');

/** Comments on a project (002 §3 `project_comments`), oldest first. */
export const projectComments = projectThread('project_comments');
