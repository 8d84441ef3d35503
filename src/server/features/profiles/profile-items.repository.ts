import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { education, experiences, portfolioItems, skills } from '../../db/schema';
import { countRows } from '../../lib/db';
import { ownedRows } from '../../platform/rows';

/*
 * The four CV sub-lists of a profile (000 §3). Every write is scoped by `profile_id`, so an id of
 * another member's item matches no row: the service answers 404.
 */

export type ExperienceRow = typeof experiences.$inferSelect;
export type EducationRow = typeof education.$inferSelect;
export type SkillRow = typeof skills.$inferSelect;
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

// Experiences: newest start first (000 §7).

export const listExperiences = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(experiences)
    .where(eq(experiences.profileId, profileId))
    .orderBy(desc(experiences.startDate), desc(experiences.createdAt));

export const {
  insert: insertExperience,
  update: updateExperience,
  remove: deleteExperience,
} = ownedRows(experiences, 'experience', { touch: true });

// Education: newest start first (000 §7).

export const listEducation = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(education)
    .where(eq(education.profileId, profileId))
    .orderBy(desc(education.startDate), desc(education.createdAt));

export const {
  insert: insertEducation,
  update: updateEducation,
  remove: deleteEducation,
} = ownedRows(education, 'education', { touch: true });

// Skills: by category, then name (000 §7).

export const listSkills = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(skills)
    .where(eq(skills.profileId, profileId))
    .orderBy(asc(skills.category), asc(skills.name), asc(skills.id));

export const {
  find: findSkill,
  insert: insertSkill,
  update: updateSkill,
  remove: deleteSkill,
} = ownedRows(skills, 'skill');

/** Skills of a member in a category, leaving one skill out (the one being moved there). */
export const countSkillsInCategory = async (
  db: DbOrTx,
  profileId: string,
  category: string,
  exceptId?: string,
): Promise<number> =>
  countRows(
    db,
    skills,
    and(
      eq(skills.profileId, profileId),
      eq(skills.category, category),
      exceptId ? ne(skills.id, exceptId) : undefined,
    ),
  );

// Portfolio: newest first (000 §7).

export const listPortfolio = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.profileId, profileId))
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));

export const {
  find: findPortfolioItem,
  insert: insertPortfolioItem,
  update: updatePortfolioItem,
} = ownedRows(portfolioItems, 'portfolio');

/** Deletes the item; answers its image address (undefined when no such item of this member). */
export const deletePortfolioItem = async (db: DbOrTx, profileId: string, id: string) => {
  const [row] = await db
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.profileId, profileId)))
    .returning({ imageUrl: portfolioItems.imageUrl });
  return row;
};
