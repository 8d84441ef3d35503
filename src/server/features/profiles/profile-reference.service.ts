import type { ProfessionalCategoryNode, ProfessionalStatus } from '../../../common/contracts/profiles';
import type { Db } from '../../db/client';
import { professionalCategorySeed, professionalStatusSeed } from '../../db/seed/professional-reference';
import { toCategoryTree } from './profile.presenter';
import * as repo from './profile.repository';

/** French order ('Étudiant' among the E's): the database's collation may be plain byte order. */
const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base' }).compare;

export type ProfileReferenceService = ReturnType<typeof createProfileReferenceService>;

/**
 * The profiles' reference lists (000 §5): the professional statuses and the category tree (sectors and
 * their specialities) the profile forms and the directories' filters offer, and their seeds.
 */
export const createProfileReferenceService = (db: Db) => ({
  /** Active professional statuses by label. */
  async listStatuses(): Promise<ProfessionalStatus[]> {
    return (await repo.listActiveStatuses(db))
      .map(({ id, label, description }) => ({ id, label, description }))
      .sort((a, b) => frenchOrder(a.label, b.label));
  },

  /** The category tree: sectors by name, each with its specialities by name. */
  async getCategoryTree(): Promise<ProfessionalCategoryNode[]> {
    return toCategoryTree((await repo.listCategories(db)).sort((a, b) => frenchOrder(a.name, b.name)));
  },

  /** Seeds the professional statuses, inserting only what is missing. */
  async seedReference(): Promise<void> {
    await repo.insertMissingStatuses(db, professionalStatusSeed);
  },

  /**
   * Seeds the category tree, inserting only what is missing; run once per install (db/seed/reference.ts),
   * so a category the team renamed or deleted on /admin/categories-pro never comes back.
   */
  async seedCategories(): Promise<void> {
    await repo.insertMissingCategories(
      db,
      professionalCategorySeed.map(({ name }) => ({ name, parentId: null })),
    );
    const sectors = new Map((await repo.listSectors(db)).map((row) => [row.name, row.id]));
    await repo.insertMissingCategories(
      db,
      professionalCategorySeed.flatMap(({ name, children }) => {
        const parentId = sectors.get(name);
        return parentId ? children.map((child) => ({ name: child, parentId })) : [];
      }),
    );
  },
});
