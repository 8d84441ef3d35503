import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, projectComments, projectMembers, projects, projectUpdates } from '../../db/schema';
import { afterPosition, type Cursor, placeholderPosition } from '../../lib/cursor';
import { likeLiteral, words } from '../../lib/db';
import { preparedById, preparedQuery } from '../../lib/prepared';
import { notBlockedBy } from '../../platform/blocks';
import {
  type BylineRow,
  bylineColumns,
  bylineJoin,
  countUpTo,
  preparedViewer,
  rowWithByline,
} from '../../platform/directory';
import { shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type ProjectRow = typeof projects.$inferSelect;
export type MemberRow = typeof projectMembers.$inferSelect;

export type PersonRow = BylineRow;

export interface ProjectWithOwner {
  project: ProjectRow;
  owner: PersonRow | null;
}

export interface ProjectFilter {
  status: 'published' | 'draft' | 'archived';
  q?: string;
  tag?: string;
  from?: string;
  /** Drafts: only this member's (undefined: every draft, for an admin). */
  draftsOf?: string | null;
}

const person = bylineColumns;

/** Hides a member from a viewer kept apart from them by a block (no condition for a visitor). */
const shownTo = (viewerId: string | null | undefined, column: Parameters<typeof notBlockedBy>[1]) =>
  viewerId ? notBlockedBy(viewerId, column) : undefined;

/** The list's conditions (002 §2): the status (drafts: the viewer's own), then every filter. */
const listConditions = (filter: ProjectFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [eq(projects.status, filter.status)];
  if (filter.status === 'draft' && filter.draftsOf !== undefined) {
    conditions.push(filter.draftsOf === null ? sql`false` : eq(projects.ownerId, filter.draftsOf));
  }
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`"projects"."search_text" like '%' || sankofa_fold(${likeLiteral(word)}) || '%'`);
  }
  if (filter.tag) conditions.push(sql`${projects.tags} @> array[${filter.tag}]::text[]`);
  if (filter.from) conditions.push(sql`${projects.startDate} >= ${filter.from}`);
  return and(...conditions);
};

/** The number of projects matching the filters, counted up to `cap + 1`. */
export const countListed = (db: DbOrTx, filter: ProjectFilter, cap: number): Promise<number> =>
  countUpTo(db, projects, listConditions(filter), cap);

/** One page of the list, newest first, with each owner (null when hidden from others or by a block). */
export const listListed = async (
  db: DbOrTx,
  filter: ProjectFilter,
  page: { limit: number; offset: number },
  viewerId: string | null = null,
): Promise<ProjectWithOwner[]> =>
  (
    await db
      .select({ project: projects, owner: person })
      .from(projects)
      .leftJoin(
        profiles,
        and(eq(profiles.id, projects.ownerId), shownToOthers, shownTo(viewerId, profiles.id)),
      )
      .where(listConditions(filter))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .offset(page.offset)
      .limit(page.limit)
  ).map((row) => ({ project: row.project, owner: row.owner }));

const withOwner = rowWithByline('project_with_owner', projects, projects.ownerId);

/** The project and its owner; the owner is null for a viewer kept apart from them by a block. */
export const findWithOwner = async (
  db: DbOrTx,
  id: string,
  viewerId: string | null = null,
): Promise<ProjectWithOwner | undefined> => {
  const found = await withOwner(db, id, viewerId);
  return found && { project: found.row, owner: found.byline };
};

/**
 * A project's page in one query: the project, its owner, and the viewer's membership
 * (`membershipOf`), null for a visitor. A point read is mostly round trips: the viewer's own query
 * would be one more per page view (DESIGN.md §6).
 */
export const findDetail = preparedById('project_detail', projects.id, (db) =>
  db
    .select({
      project: projects,
      owner: person,
      membership: sql<{
        id: string;
        status: string;
      } | null>`(select json_build_object('id', m.id, 'status', m.status) from ${projectMembers} m where m.project_id = ${projects.id} and m.profile_id = ${sql.placeholder('viewerId')}::uuid limit 1)`,
    })
    .from(projects)
    .leftJoin(profiles, bylineJoin(projects.ownerId))
    .$dynamic(),
);

export const { findById, lockById, insert, update, remove } = rowsById(projects, 'project');

// ---------------------------------------------------------------------------------------------
// Participants and requests

export const insertMember = async (
  db: DbOrTx,
  values: typeof projectMembers.$inferInsert,
): Promise<MemberRow | undefined> => {
  const [row] = await db.insert(projectMembers).values(values).onConflictDoNothing().returning();
  return row;
};

export const membershipOf = async (
  db: DbOrTx,
  projectId: string,
  profileId: string,
): Promise<MemberRow | undefined> => {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.profileId, profileId)))
    .limit(1);
  return row;
};

export const {
  lockById: lockMembership,
  update: updateMembership,
  remove: deleteMembership,
} = rowsById(projectMembers, 'project member');

/** Moves the accepted count by `delta` (called in the transaction that changed the rows). */
export const addParticipants = async (db: DbOrTx, projectId: string, delta: number): Promise<void> => {
  await db
    .update(projects)
    .set({ participantCount: sql`greatest(0, ${projects.participantCount} + ${delta})` })
    .where(eq(projects.id, projectId));
};

export interface MemberWithPerson {
  member: MemberRow;
  person: PersonRow;
}

/**
 * Accepted participants (earliest first) or pending requests (oldest first), by keyset: those shown to
 * others only (`shownToOthers`; the participant count still holds the others).
 */
const membersPage = preparedQuery('project_members_page', (db, shape: 'first' | 'after', statement) =>
  db
    .select({ member: projectMembers, person })
    .from(projectMembers)
    .innerJoin(profiles, eq(profiles.id, projectMembers.profileId))
    .where(
      and(
        eq(projectMembers.projectId, sql.placeholder('projectId')),
        eq(projectMembers.status, sql.placeholder('status')),
        shownToOthers,
        notBlockedBy(preparedViewer, projectMembers.profileId),
        shape === 'after'
          ? afterPosition(projectMembers.createdAt, projectMembers.id, placeholderPosition, 'asc')
          : undefined,
      ),
    )
    .orderBy(asc(projectMembers.createdAt), asc(projectMembers.id))
    .limit(sql.placeholder('limit'))
    .prepare(statement),
);

export const listMembers = async (
  db: DbOrTx,
  projectId: string,
  status: 'accepted' | 'pending',
  page: { cursor?: Cursor; limit: number; viewerId?: string | null },
): Promise<MemberWithPerson[]> =>
  membersPage(db, page.cursor ? 'after' : 'first').execute({
    projectId,
    status,
    at: page.cursor?.at,
    id: page.cursor?.id,
    limit: page.limit,
    viewerId: page.viewerId ?? null,
  });

export const findMemberWithPerson = async (db: DbOrTx, id: string): Promise<MemberWithPerson | undefined> => {
  const [row] = await db
    .select({ member: projectMembers, person })
    .from(projectMembers)
    .innerJoin(profiles, eq(profiles.id, projectMembers.profileId))
    .where(eq(projectMembers.id, id))
    .limit(1);
  return row;
};

/** The pending requests the owner's list shows (of members shown to others). */
export const countPending = async (db: DbOrTx, projectId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .innerJoin(profiles, eq(profiles.id, projectMembers.profileId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, 'pending'), shownToOthers));
  return Number(row?.n ?? 0);
};

/**
 * 002 §4: with no owner (or one hidden from the viewer), the page shows the earliest accepted admin
 * participant shown to them.
 */
export const fallbackOwner = async (
  db: DbOrTx,
  projectId: string,
  viewerId: string | null = null,
): Promise<PersonRow | undefined> => {
  const [row] = await db
    .select({ person })
    .from(projectMembers)
    .innerJoin(profiles, eq(profiles.id, projectMembers.profileId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.status, 'accepted'),
        eq(projectMembers.role, 'admin'),
        shownToOthers,
        shownTo(viewerId, projectMembers.profileId),
      ),
    )
    .orderBy(asc(projectMembers.createdAt), asc(projectMembers.id))
    .limit(1);
  return row?.person;
};

/** The accepted participants' ids (news notifications), less those a block keeps apart from `causedBy`. */
export const participantIds = async (db: DbOrTx, projectId: string, causedBy: string): Promise<string[]> =>
  (
    await db
      .select({ id: projectMembers.profileId })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.projectId, projectId),
          eq(projectMembers.status, 'accepted'),
          notBlockedBy(causedBy, projectMembers.profileId),
        ),
      )
  ).map((row) => row.id);

// ---------------------------------------------------------------------------------------------
// News and comments: the same shape, two tables

export type PostTable = typeof projectUpdates | typeof projectComments;
export type PostRow = typeof projectUpdates.$inferSelect;

export interface PostWithAuthor {
  post: PostRow;
  author: PersonRow | null;
}

export const insertPost = async (
  db: DbOrTx,
  table: PostTable,
  values: typeof projectUpdates.$inferInsert,
): Promise<PostRow> => {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error('project post insert returned nothing');
  return row;
};

export const findPost = async (db: DbOrTx, table: PostTable, id: string): Promise<PostRow | undefined> => {
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row;
};

export const deletePost = async (db: DbOrTx, table: PostTable, id: string): Promise<void> => {
  await db.delete(table).where(eq(table.id, id));
};

/**
 * A project's posts by keyset: news newest first, comments oldest first (002 §7). A post whose author
 * is hidden from others (`shownToOthers`) is left out until they are back, as the feed's; one whose
 * author's account is gone stays, authorless.
 */
type PostShape = `${'news' | 'comments'}_${'first' | 'after'}_${'asc' | 'desc'}`;

const postsPage = preparedQuery('project_posts_page', (db, shape: PostShape, statement) => {
  const [kind, position, order] = shape.split('_');
  const table = kind === 'news' ? projectUpdates : projectComments;
  const newestFirst = order === 'desc';
  return db
    .select({ post: table, author: person })
    .from(table)
    .leftJoin(profiles, eq(profiles.id, table.authorId))
    .where(
      and(
        eq(table.projectId, sql.placeholder('projectId')),
        or(isNull(table.authorId), shownToOthers),
        notBlockedBy(preparedViewer, table.authorId),
        position === 'after'
          ? afterPosition(table.createdAt, table.id, placeholderPosition, newestFirst ? 'desc' : 'asc')
          : undefined,
      ),
    )
    .orderBy(
      ...(newestFirst ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)]),
    )
    .limit(sql.placeholder('limit'))
    .prepare(statement);
});

export const listPosts = async (
  db: DbOrTx,
  table: PostTable,
  projectId: string,
  page: { cursor?: Cursor; limit: number; newestFirst: boolean; viewerId: string | null },
): Promise<PostWithAuthor[]> => {
  const { cursor, newestFirst } = page;
  const shape: PostShape = `${table === projectUpdates ? 'news' : 'comments'}_${cursor ? 'after' : 'first'}_${newestFirst ? 'desc' : 'asc'}`;
  const rows = await postsPage(db, shape).execute({
    projectId,
    at: cursor?.at,
    id: cursor?.id,
    limit: page.limit,
    viewerId: page.viewerId,
  });
  return rows.map((row) => ({ post: row.post, author: row.author }));
};
