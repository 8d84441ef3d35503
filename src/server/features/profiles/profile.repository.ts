import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  connections,
  portfolioItems,
  professionalCategories,
  professionalStatuses,
  profileProfessionalCategories,
  profiles,
  skills,
} from '../../db/schema';
import { countRows } from '../../lib/db';
import { notBlockedBy } from '../../platform/blocks';
import { listedInDirectory, refusesIndexing, shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export const findById = async (db: DbOrTx, id: string): Promise<ProfileRow | undefined> => {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
};

export const usernameExists = async (db: DbOrTx, username: string): Promise<boolean> => {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, username))
    .limit(1);
  return rows.length > 0;
};

export const { insert } = rowsById(profiles, 'profile');

/**
 * Members an admin featured (landing showcase), newest first: named and shown to others (no deletion
 * pending), and only those who stay in the directory and let search engines index them: the landing is
 * the most public page there is, so a member's "Ne pas apparaître dans l'annuaire" or "Ne pas être
 * référencé" outweighs the admin's choice.
 */
export const listFeatured = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(profiles)
    .where(
      and(
        eq(profiles.isFeatured, true),
        shownToOthers,
        listedInDirectory(profiles.id),
        not(refusesIndexing),
        isNotNull(profiles.fullName),
        ne(profiles.fullName, ''),
      ),
    )
    .orderBy(desc(profiles.updatedAt), desc(profiles.id))
    .limit(limit);

export const findByUsername = async (db: DbOrTx, username: string): Promise<ProfileRow | undefined> => {
  const [row] = await db.select().from(profiles).where(eq(profiles.username, username));
  return row;
};

/** Saves the given columns and stamps `updated_at`. */
export const update = async (
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<NewProfile, 'id'>>,
): Promise<ProfileRow | undefined> => {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row;
};

/** Locks the member's row until the transaction ends, so their limited lists change one at a time. */
export const lockById = async (tx: DbOrTx, id: string): Promise<void> => {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id)).for('update');
};

/** Shown in lists: shown to others (platform/person.ts), with a non-empty full name. */
const listable = and(shownToOthers, isNotNull(profiles.fullName), ne(profiles.fullName, ''));

/**
 * Suggested members for the profile page (000 §7): not the member, named, with a title and a
 * location, newest first.
 */
export const listSuggestions = (db: DbOrTx, excludeId: string | null, limit: number) =>
  db
    .select()
    .from(profiles)
    .where(
      and(
        listable,
        excludeId ? ne(profiles.id, excludeId) : undefined,
        // Nobody kept apart from the viewer by a block, either way (issue 22 §3).
        excludeId ? notBlockedBy(excludeId, profiles.id) : undefined,
        // A directory-like list: not those who left the directory (issue 32 §4).
        listedInDirectory(profiles.id),
        // Nobody already linked with the viewer, whatever the link's state (000 §7).
        excludeId
          ? sql`not exists (select 1 from ${connections} c
              where (c.requester_id = ${excludeId} and c.recipient_id = ${profiles.id})
                 or (c.recipient_id = ${excludeId} and c.requester_id = ${profiles.id}))`
          : undefined,
        isNotNull(profiles.title),
        ne(profiles.title, ''),
        isNotNull(profiles.location),
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit);

/**
 * Listable members with a location among `ids` (candidates of the similar-profiles ranking), in the
 * directory, not kept apart from the viewer by a block.
 */
export const listListableByIds = (db: DbOrTx, ids: string[], viewerId: string | null = null) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(profiles)
        .where(
          and(
            listable,
            isNotNull(profiles.location),
            inArray(profiles.id, ids),
            viewerId ? notBlockedBy(viewerId, profiles.id) : undefined,
            listedInDirectory(profiles.id),
          ),
        );

/** Members who chose at least one of `categoryIds`, most shared first. */
export const idsSharingCategories = async (
  db: DbOrTx,
  excludeId: string,
  categoryIds: string[],
  limit: number,
): Promise<string[]> => {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ id: profileProfessionalCategories.profileId })
    .from(profileProfessionalCategories)
    .where(
      and(
        inArray(profileProfessionalCategories.categoryId, categoryIds),
        ne(profileProfessionalCategories.profileId, excludeId),
      ),
    )
    .groupBy(profileProfessionalCategories.profileId)
    .orderBy(desc(count()))
    .limit(limit);
  return rows.map((row) => row.id);
};

/** Members with a skill of the same name (case-insensitive), most shared first. */
export const idsSharingSkills = async (
  db: DbOrTx,
  excludeId: string,
  lowerNames: string[],
  limit: number,
): Promise<string[]> => {
  if (lowerNames.length === 0) return [];
  const rows = await db
    .select({ id: skills.profileId })
    .from(skills)
    .where(and(inArray(sql`lower(${skills.name})`, lowerNames), ne(skills.profileId, excludeId)))
    .groupBy(skills.profileId)
    .orderBy(desc(count()))
    .limit(limit);
  return rows.map((row) => row.id);
};

/** Recently active members of a country. */
export const idsInCountry = async (
  db: DbOrTx,
  excludeId: string,
  countryCode: string,
  limit: number,
): Promise<string[]> => {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.countryCode, countryCode), ne(profiles.id, excludeId), listable))
    .orderBy(desc(profiles.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
};

/** Members whose title contains one of the words (case-insensitive). */
export const idsWithTitleWords = async (
  db: DbOrTx,
  excludeId: string,
  words: string[],
  limit: number,
): Promise<string[]> => {
  if (words.length === 0) return [];
  const patterns = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        or(...patterns.map((pattern) => ilike(profiles.title, pattern))),
        ne(profiles.id, excludeId),
        listable,
      ),
    )
    .orderBy(desc(profiles.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
};

// Reference lists -------------------------------------------------------------------------------

export type ProfessionalStatusRow = typeof professionalStatuses.$inferSelect;
export type ProfessionalCategoryRow = typeof professionalCategories.$inferSelect;

/** Active statuses ordered by label (000 §7). */
export const listActiveStatuses = (db: DbOrTx) =>
  db
    .select()
    .from(professionalStatuses)
    .where(eq(professionalStatuses.isActive, true))
    .orderBy(asc(professionalStatuses.label));

export const findStatusById = async (db: DbOrTx, id: string): Promise<ProfessionalStatusRow | undefined> => {
  const [row] = await db.select().from(professionalStatuses).where(eq(professionalStatuses.id, id));
  return row;
};

/** Every category ordered by name (000 §7); the service builds the tree. */
export const listCategories = (db: DbOrTx) =>
  db.select().from(professionalCategories).orderBy(asc(professionalCategories.name));

export const findCategoriesByIds = (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(professionalCategories).where(inArray(professionalCategories.id, ids));

/** A member's categories with their sector's name, sector then name. */
export const listProfileCategories = (db: DbOrTx, profileIds: string[]) => {
  if (profileIds.length === 0) return Promise.resolve([]);
  const parent = alias(professionalCategories, 'parent');
  return db
    .select({
      profileId: profileProfessionalCategories.profileId,
      id: professionalCategories.id,
      name: professionalCategories.name,
      parentId: professionalCategories.parentId,
      parentName: parent.name,
    })
    .from(profileProfessionalCategories)
    .innerJoin(
      professionalCategories,
      eq(professionalCategories.id, profileProfessionalCategories.categoryId),
    )
    .leftJoin(parent, eq(parent.id, professionalCategories.parentId))
    .where(inArray(profileProfessionalCategories.profileId, profileIds))
    .orderBy(
      asc(sql`coalesce(${parent.name}, ${professionalCategories.name})`),
      asc(professionalCategories.name),
    );
};

export const countProfileCategories = (db: DbOrTx, profileId: string): Promise<number> =>
  countRows(db, profileProfessionalCategories, eq(profileProfessionalCategories.profileId, profileId));

/**
 * Members among `profileIds` marked complete though they have no category left (a category the team
 * deleted): no longer complete. Returns how many changed.
 */
export const markIncompleteWithoutCategory = async (db: DbOrTx, profileIds: string[]): Promise<number> =>
  profileIds.length === 0
    ? 0
    : (
        await db
          .update(profiles)
          .set({ isComplete: false })
          .where(
            and(
              inArray(profiles.id, profileIds),
              eq(profiles.isComplete, true),
              sql`not exists (select 1 from ${profileProfessionalCategories} where ${profileProfessionalCategories.profileId} = ${profiles.id})`,
            ),
          )
          .returning({ id: profiles.id })
      ).length;

/** Replaces a member's categories (000 §7: delete then insert). */
export const replaceProfileCategories = async (db: DbOrTx, profileId: string, categoryIds: string[]) => {
  await db
    .delete(profileProfessionalCategories)
    .where(eq(profileProfessionalCategories.profileId, profileId));
  if (categoryIds.length > 0) {
    await db
      .insert(profileProfessionalCategories)
      .values(categoryIds.map((categoryId) => ({ profileId, categoryId })));
  }
};

/** Skill names of members, lower-cased (similar profiles). */
export const listSkillNames = (db: DbOrTx, profileIds: string[]) =>
  profileIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ profileId: skills.profileId, name: sql<string>`lower(${skills.name})` })
        .from(skills)
        .where(inArray(skills.profileId, profileIds));

/** Inserts statuses whose label is not taken. */
export const insertMissingStatuses = (db: DbOrTx, rows: (typeof professionalStatuses.$inferInsert)[]) =>
  db.insert(professionalStatuses).values(rows).onConflictDoNothing({ target: professionalStatuses.label });

/** Inserts categories whose (parent, name) is not taken. */
export const insertMissingCategories = (db: DbOrTx, rows: (typeof professionalCategories.$inferInsert)[]) =>
  db.insert(professionalCategories).values(rows).onConflictDoNothing();

export const listSectors = (db: DbOrTx) =>
  db.select().from(professionalCategories).where(isNull(professionalCategories.parentId));

/** The member's avatar address and the portfolio images they sent (an address on another site is not ours). */
export const storedImagesOf = async (db: DbOrTx, userId: string) => {
  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const portfolio = await db
    .select({ url: portfolioItems.imageUrl })
    .from(portfolioItems)
    .where(
      and(
        eq(portfolioItems.profileId, userId),
        sql`starts_with(${portfolioItems.imageUrl}, ${`/storage/media/portfolio/${userId}/`})`,
      ),
    );
  return { avatarUrl: profile?.avatarUrl ?? null, portfolioUrls: portfolio.map((row) => row.url) };
};
