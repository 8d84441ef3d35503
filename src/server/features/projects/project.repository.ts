import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  profiles,
  type projectComments,
  projectMembers,
  projects,
  type projectUpdates,
} from '../../db/schema';
import type { Cursor } from '../../lib/cursor';
import { likeLiteral, rowsOf, words } from '../../lib/db';
import { notBlockedBy } from '../privacy/block-rule';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectInsert = typeof projects.$inferInsert;
export type MemberRow = typeof projectMembers.$inferSelect;

export interface PersonRow {
  id: string;
  fullName: string | null;
  username: string;
  avatarUrl: string | null;
  title: string | null;
}

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

const person = {
  id: profiles.id,
  fullName: profiles.fullName,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  title: profiles.title,
};

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
export const countListed = async (db: DbOrTx, filter: ProjectFilter, cap: number): Promise<number> => {
  const [counted] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${projects} where ${listConditions(filter)} limit ${cap + 1}) p`,
    ),
  );
  return Number(counted?.n ?? 0);
};

/** One page of the list, newest first, with each owner. */
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
      .leftJoin(profiles, and(eq(profiles.id, projects.ownerId), shownTo(viewerId, profiles.id)))
      .where(listConditions(filter))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .offset(page.offset)
      .limit(page.limit)
  ).map((row) => ({ project: row.project, owner: row.owner }));

/** The project and its owner; the owner is null for a viewer kept apart from them by a block. */
export const findWithOwner = async (
  db: DbOrTx,
  id: string,
  viewerId: string | null = null,
): Promise<ProjectWithOwner | undefined> => {
  const [row] = await db
    .select({ project: projects, owner: person })
    .from(projects)
    .leftJoin(profiles, and(eq(profiles.id, projects.ownerId), shownTo(viewerId, profiles.id)))
    .where(eq(projects.id, id))
    .limit(1);
  return row ? { project: row.project, owner: row.owner } : undefined;
};

export const findById = async (db: DbOrTx, id: string): Promise<ProjectRow | undefined> => {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
};

export const lockById = async (db: DbOrTx, id: string): Promise<ProjectRow | undefined> => {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
  return row;
};

export const insert = async (db: DbOrTx, values: ProjectInsert): Promise<ProjectRow> => {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('project insert returned nothing');
  return row;
};

export const update = async (db: DbOrTx, id: string, values: Partial<ProjectInsert>): Promise<void> => {
  await db.update(projects).set(values).where(eq(projects.id, id));
};

export const remove = async (db: DbOrTx, id: string): Promise<void> => {
  await db.delete(projects).where(eq(projects.id, id));
};

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

export const lockMembership = async (db: DbOrTx, id: string): Promise<MemberRow | undefined> => {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(eq(projectMembers.id, id))
    .for('update')
    .limit(1);
  return row;
};

export const updateMembership = async (
  db: DbOrTx,
  id: string,
  values: Partial<typeof projectMembers.$inferInsert>,
): Promise<void> => {
  await db.update(projectMembers).set(values).where(eq(projectMembers.id, id));
};

export const deleteMembership = async (db: DbOrTx, id: string): Promise<void> => {
  await db.delete(projectMembers).where(eq(projectMembers.id, id));
};

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

/** Accepted participants (earliest first) or pending requests (oldest first), by keyset. */
export const listMembers = async (
  db: DbOrTx,
  projectId: string,
  status: 'accepted' | 'pending',
  page: { cursor?: Cursor; limit: number; viewerId?: string | null },
): Promise<MemberWithPerson[]> =>
  db
    .select({ member: projectMembers, person })
    .from(projectMembers)
    .innerJoin(profiles, eq(profiles.id, projectMembers.profileId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.status, status),
        shownTo(page.viewerId, projectMembers.profileId),
        page.cursor
          ? or(
              gt(projectMembers.createdAt, page.cursor.at),
              and(eq(projectMembers.createdAt, page.cursor.at), gt(projectMembers.id, page.cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(projectMembers.createdAt), asc(projectMembers.id))
    .limit(page.limit);

export const findMemberWithPerson = async (db: DbOrTx, id: string): Promise<MemberWithPerson | undefined> => {
  const [row] = await db
    .select({ member: projectMembers, person })
    .from(projectMembers)
    .innerJoin(profiles, eq(profiles.id, projectMembers.profileId))
    .where(eq(projectMembers.id, id))
    .limit(1);
  return row;
};

export const countPending = async (db: DbOrTx, projectId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, 'pending')));
  return Number(row?.n ?? 0);
};

/** 002 §4: with no owner, the page shows the earliest accepted admin participant. */
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
        shownTo(viewerId, projectMembers.profileId),
      ),
    )
    .orderBy(asc(projectMembers.createdAt), asc(projectMembers.id))
    .limit(1);
  return row?.person;
};

/** The accepted participants' ids (news notifications). */
export const participantIds = async (db: DbOrTx, projectId: string): Promise<string[]> =>
  (
    await db
      .select({ id: projectMembers.profileId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, 'accepted')))
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

/** A project's posts by keyset: news newest first, comments oldest first (002 §7). */
export const listPosts = async (
  db: DbOrTx,
  table: PostTable,
  projectId: string,
  page: { cursor?: Cursor; limit: number; newestFirst: boolean; viewerId: string | null },
): Promise<PostWithAuthor[]> => {
  const { cursor, newestFirst } = page;
  const after = newestFirst ? lt : gt;
  return (
    await db
      .select({ post: table, author: person })
      .from(table)
      .leftJoin(profiles, eq(profiles.id, table.authorId))
      .where(
        and(
          eq(table.projectId, projectId),
          shownTo(page.viewerId, table.authorId),
          cursor
            ? or(
                after(table.createdAt, cursor.at),
                and(eq(table.createdAt, cursor.at), after(table.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(
        ...(newestFirst ? [desc(table.createdAt), desc(table.id)] : [asc(table.createdAt), asc(table.id)]),
      )
      .limit(page.limit)
  ).map((row) => ({ post: row.post, author: row.author }));
};
