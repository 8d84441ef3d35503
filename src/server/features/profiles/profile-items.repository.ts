import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { education, experiences, portfolioItems, skills } from '../../db/schema';

/*
 * The four CV sub-lists of a profile (000 §3). Every write is scoped by `profile_id`, so an id of
 * another member's item matches no row: the service answers 404.
 */

export type ExperienceRow = typeof experiences.$inferSelect;
export type EducationRow = typeof education.$inferSelect;
export type SkillRow = typeof skills.$inferSelect;
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

type Patch<T> = Partial<Omit<T, 'id' | 'profileId' | 'createdAt'>>;

// Experiences: newest start first (000 §7).

export const listExperiences = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(experiences)
    .where(eq(experiences.profileId, profileId))
    .orderBy(desc(experiences.startDate), desc(experiences.createdAt));

export const insertExperience = async (
  db: DbOrTx,
  values: typeof experiences.$inferInsert,
): Promise<ExperienceRow> => {
  const [row] = await db.insert(experiences).values(values).returning();
  if (!row) throw new Error('experience insert returned no row');
  return row;
};

export const updateExperience = async (
  db: DbOrTx,
  profileId: string,
  id: string,
  patch: Patch<ExperienceRow>,
): Promise<ExperienceRow | undefined> => {
  const [row] = await db
    .update(experiences)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(experiences.id, id), eq(experiences.profileId, profileId)))
    .returning();
  return row;
};

export const deleteExperience = async (db: DbOrTx, profileId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(experiences)
      .where(and(eq(experiences.id, id), eq(experiences.profileId, profileId)))
      .returning({ id: experiences.id })
  ).length > 0;

// Education: newest start first (000 §7).

export const listEducation = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(education)
    .where(eq(education.profileId, profileId))
    .orderBy(desc(education.startDate), desc(education.createdAt));

export const insertEducation = async (
  db: DbOrTx,
  values: typeof education.$inferInsert,
): Promise<EducationRow> => {
  const [row] = await db.insert(education).values(values).returning();
  if (!row) throw new Error('education insert returned no row');
  return row;
};

export const updateEducation = async (
  db: DbOrTx,
  profileId: string,
  id: string,
  patch: Patch<EducationRow>,
): Promise<EducationRow | undefined> => {
  const [row] = await db
    .update(education)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(education.id, id), eq(education.profileId, profileId)))
    .returning();
  return row;
};

export const deleteEducation = async (db: DbOrTx, profileId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(education)
      .where(and(eq(education.id, id), eq(education.profileId, profileId)))
      .returning({ id: education.id })
  ).length > 0;

// Skills: by category, then name (000 §7).

export const listSkills = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(skills)
    .where(eq(skills.profileId, profileId))
    .orderBy(asc(skills.category), asc(skills.name), asc(skills.id));

export const findSkill = async (db: DbOrTx, profileId: string, id: string): Promise<SkillRow | undefined> => {
  const [row] = await db
    .select()
    .from(skills)
    .where(and(eq(skills.id, id), eq(skills.profileId, profileId)));
  return row;
};

/** Skills of a member in a category, leaving one skill out (the one being moved there). */
export const countSkillsInCategory = async (
  db: DbOrTx,
  profileId: string,
  category: string,
  exceptId?: string,
): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(skills)
      .where(
        and(
          eq(skills.profileId, profileId),
          eq(skills.category, category),
          exceptId ? ne(skills.id, exceptId) : undefined,
        ),
      )
  )[0]?.n ?? 0;

export const insertSkill = async (db: DbOrTx, values: typeof skills.$inferInsert): Promise<SkillRow> => {
  const [row] = await db.insert(skills).values(values).returning();
  if (!row) throw new Error('skill insert returned no row');
  return row;
};

export const updateSkill = async (
  db: DbOrTx,
  profileId: string,
  id: string,
  patch: Patch<SkillRow>,
): Promise<SkillRow | undefined> => {
  const [row] = await db
    .update(skills)
    .set(patch)
    .where(and(eq(skills.id, id), eq(skills.profileId, profileId)))
    .returning();
  return row;
};

export const deleteSkill = async (db: DbOrTx, profileId: string, id: string): Promise<boolean> =>
  (
    await db
      .delete(skills)
      .where(and(eq(skills.id, id), eq(skills.profileId, profileId)))
      .returning({ id: skills.id })
  ).length > 0;

// Portfolio: newest first (000 §7).

export const listPortfolio = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profileId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));

export const findPortfolioItem = async (db: DbOrTx, profileId: string, id: string) => {
  const [row] = await db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.profileId, profileId)));
  return row;
};

export const insertPortfolioItem = async (
  db: DbOrTx,
  values: typeof portfolioItems.$inferInsert,
): Promise<PortfolioItemRow> => {
  const [row] = await db.insert(portfolioItems).values(values).returning();
  if (!row) throw new Error('portfolio insert returned no row');
  return row;
};

export const updatePortfolioItem = async (
  db: DbOrTx,
  profileId: string,
  id: string,
  patch: Patch<PortfolioItemRow>,
): Promise<PortfolioItemRow | undefined> => {
  const [row] = await db
    .update(portfolioItems)
    .set(patch)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.profileId, profileId)))
    .returning();
  return row;
};

/** Deletes the item; answers its image address (undefined when no such item of this member). */
export const deletePortfolioItem = async (db: DbOrTx, profileId: string, id: string) => {
  const [row] = await db
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.profileId, profileId)))
    .returning({ imageUrl: portfolioItems.imageUrl });
  return row;
};
