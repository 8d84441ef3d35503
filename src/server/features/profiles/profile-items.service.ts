import type { z } from 'zod';
import type {
  Education,
  EducationBody,
  Experience,
  ExperienceBody,
  PortfolioItem,
  PortfolioItemBody,
  Skill,
  SkillBody,
  SkillCategory,
} from '../../../common/contracts/profiles';
import { limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import { toPortfolioItem } from './portfolio-image.service';
import * as profileRepo from './profile.repository';
import * as repo from './profile-items.repository';

/** `2024-03` → `2024-03-01`: month-year values are stored as the first of the month (000 §5). */
const toDate = (month: string): string => `${month}-01`;
/** `2024-03-01` → `2024-03`. */
const toMonth = (date: string): string => date.slice(0, 7);

const toExperience = (row: repo.ExperienceRow): Experience => ({
  id: row.id,
  companyName: row.companyName,
  role: row.role,
  startDate: toMonth(row.startDate),
  endDate: row.endDate ? toMonth(row.endDate) : null,
  current: row.current,
  location: row.location,
  description: row.description,
});

const toEducation = (row: repo.EducationRow): Education => ({
  id: row.id,
  institution: row.institution,
  degree: row.degree,
  fieldOfStudy: row.fieldOfStudy,
  startDate: toMonth(row.startDate),
  endDate: row.endDate ? toMonth(row.endDate) : null,
  current: row.current,
  location: row.location,
  description: row.description,
});

const toSkill = (row: repo.SkillRow): Skill => ({
  id: row.id,
  name: row.name,
  category: row.category as SkillCategory,
  proficiency: row.proficiency,
});

const datedColumns = (body: z.output<typeof ExperienceBody> | z.output<typeof EducationBody>) => ({
  startDate: toDate(body.startDate),
  endDate: body.endDate ? toDate(body.endDate) : null,
  current: body.current,
  location: body.location ?? null,
  description: body.description ?? null,
});

const experienceColumns = (body: z.output<typeof ExperienceBody>) => ({
  companyName: body.companyName,
  role: body.role,
  ...datedColumns(body),
});

const educationColumns = (body: z.output<typeof EducationBody>) => ({
  institution: body.institution,
  degree: body.degree,
  fieldOfStudy: body.fieldOfStudy,
  ...datedColumns(body),
});

const portfolioColumns = (body: z.output<typeof PortfolioItemBody>) => ({
  title: body.title,
  type: body.type,
  description: body.description ?? null,
  url: body.url,
});

const notFound = () => new AppError('not_found');

export type ProfileItemsService = ReturnType<typeof createProfileItemsService>;

/**
 * The CV sub-lists (experiences, education, skills, portfolio). Anyone who may see a profile reads its
 * lists; only the actor writes, and only their own items: another member's item id is a 404.
 */
export const createProfileItemsService = (
  deps: Pick<AreaDeps, 'db' | 'profiles'> & {
    /** Removes a deleted portfolio item's uploaded image (`PortfolioImageService.removeFile`). */
    removeImageFile?: (memberId: string, url: string | null) => Promise<void>;
  },
) => {
  const { db } = deps;

  /** The id of a profile the actor may see (throws `invalid_profile_id` / `not_found`). */
  const visibleId = async (actor: Actor | null, rawId: string) =>
    (await deps.profiles.findVisible(actor, rawId)).id;

  /** Throws `skill_category_full` when the category already holds 7 skills (other than `exceptId`). */
  const checkCategoryRoom = async (tx: DbOrTx, actor: Actor, category: string, exceptId?: string) => {
    const used = await repo.countSkillsInCategory(tx, actor.id, category, exceptId);
    if (used >= limits.profile.skillsPerCategoryMax) throw new AppError('skill_category_full');
  };

  return {
    async listExperiences(actor: Actor | null, profileId: string): Promise<Experience[]> {
      return (await repo.listExperiences(db, await visibleId(actor, profileId))).map(toExperience);
    },
    async createExperience(actor: Actor, body: z.output<typeof ExperienceBody>): Promise<Experience> {
      return toExperience(
        await repo.insertExperience(db, { profileId: actor.id, ...experienceColumns(body) }),
      );
    },
    async updateExperience(
      actor: Actor,
      id: string,
      body: z.output<typeof ExperienceBody>,
    ): Promise<Experience> {
      const row = await repo.updateExperience(db, actor.id, id, experienceColumns(body));
      if (!row) throw notFound();
      return toExperience(row);
    },
    async deleteExperience(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteExperience(db, actor.id, id))) throw notFound();
    },

    async listEducation(actor: Actor | null, profileId: string): Promise<Education[]> {
      return (await repo.listEducation(db, await visibleId(actor, profileId))).map(toEducation);
    },
    async createEducation(actor: Actor, body: z.output<typeof EducationBody>): Promise<Education> {
      return toEducation(await repo.insertEducation(db, { profileId: actor.id, ...educationColumns(body) }));
    },
    async updateEducation(
      actor: Actor,
      id: string,
      body: z.output<typeof EducationBody>,
    ): Promise<Education> {
      const row = await repo.updateEducation(db, actor.id, id, educationColumns(body));
      if (!row) throw notFound();
      return toEducation(row);
    },
    async deleteEducation(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteEducation(db, actor.id, id))) throw notFound();
    },

    async listSkills(actor: Actor | null, profileId: string): Promise<Skill[]> {
      return (await repo.listSkills(db, await visibleId(actor, profileId))).map(toSkill);
    },
    /**
     * Adds a skill; at most 7 per category (000 §5), counted under a lock on the member's profile row
     * so two concurrent adds cannot both take the seventh place. Throws `skill_category_full`.
     */
    async createSkill(actor: Actor, body: z.output<typeof SkillBody>): Promise<Skill> {
      const row = await db.transaction(async (tx) => {
        await profileRepo.lockById(tx, actor.id);
        await checkCategoryRoom(tx, actor, body.category);
        return repo.insertSkill(tx, { profileId: actor.id, ...body });
      });
      return toSkill(row);
    },
    /** Edits a skill; moving it to a full category throws `skill_category_full`. */
    async updateSkill(actor: Actor, id: string, body: z.output<typeof SkillBody>): Promise<Skill> {
      const row = await db.transaction(async (tx) => {
        await profileRepo.lockById(tx, actor.id);
        const current = await repo.findSkill(tx, actor.id, id);
        if (!current) throw notFound();
        if (current.category !== body.category) await checkCategoryRoom(tx, actor, body.category, id);
        return repo.updateSkill(tx, actor.id, id, body);
      });
      if (!row) throw notFound();
      return toSkill(row);
    },
    async deleteSkill(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteSkill(db, actor.id, id))) throw notFound();
    },

    async listPortfolio(actor: Actor | null, profileId: string): Promise<PortfolioItem[]> {
      return (await repo.listPortfolio(db, await visibleId(actor, profileId))).map(toPortfolioItem);
    },
    async createPortfolioItem(
      actor: Actor,
      body: z.output<typeof PortfolioItemBody>,
    ): Promise<PortfolioItem> {
      return toPortfolioItem(
        await repo.insertPortfolioItem(db, { profileId: actor.id, ...portfolioColumns(body) }),
      );
    },
    async updatePortfolioItem(
      actor: Actor,
      id: string,
      body: z.output<typeof PortfolioItemBody>,
    ): Promise<PortfolioItem> {
      const row = await repo.updatePortfolioItem(db, actor.id, id, portfolioColumns(body));
      if (!row) throw notFound();
      return toPortfolioItem(row);
    },
    /** Deletes the item, and its image's file when it was uploaded. */
    async deletePortfolioItem(actor: Actor, id: string): Promise<void> {
      const removed = await repo.deletePortfolioItem(db, actor.id, id);
      if (!removed) throw notFound();
      await deps.removeImageFile?.(actor.id, removed.imageUrl);
    },
  };
};
