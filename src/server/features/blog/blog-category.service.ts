import type { BlogCategory } from '../../../common/contracts/blog';
import { slugify } from '../../../common/slug';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { blogCategorySeeds } from '../../db/seed/blog-categories';
import { isUniqueViolation } from '../../lib/db';
import * as repo from './blog-category.repository';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

export type BlogCategoryService = ReturnType<typeof createBlogCategoryService>;

/** The categories of articles and events (one table, plans/002 decision). */
export const createBlogCategoryService = (db: Db, deps: Pick<AreaDeps, 'settings'>) => ({
  /** Every category, by name in French order. */
  async list(): Promise<BlogCategory[]> {
    const rows = await repo.listCategories(db);
    return rows.sort((a, b) => collator.compare(a.name, b.name));
  },

  /**
   * Back-office writes (/admin/content-categories, decision 15). Each returns the row, or undefined
   * when the name (or the slug it makes) is another category's; update and remove undefined for an
   * unknown id too (`missing` tells).
   */
  async create(name: string): Promise<{ row?: BlogCategory; taken: boolean }> {
    const row = await repo.insertCategory(db, { name, slug: slugify(name) });
    return row ? { row: { id: row.id, name: row.name, slug: row.slug }, taken: false } : { taken: true };
  },

  async rename(id: string, name: string): Promise<{ row?: BlogCategory; taken: boolean }> {
    try {
      const row = await repo.updateCategory(db, id, { name, slug: slugify(name) });
      return { row: row && { id: row.id, name: row.name, slug: row.slug }, taken: false };
    } catch (error) {
      if (isUniqueViolation(error)) return { taken: true };
      throw error;
    }
  },

  remove: (id: string) => repo.deleteCategory(db, id),

  /** The ids among `ids` that name a category (a form's choices are checked against it). */
  existingIds: (ids: string[]) => repo.findExistingIds(db, [...new Set(ids)]),

  /** The reference list, inserted once per install: a category the team removed stays removed. */
  seed: () =>
    deps.settings.runOnce('blog-categories', 1, async () => {
      await repo.insertCategories(
        db,
        blogCategorySeeds.map((name) => ({ name, slug: slugify(name) })),
      );
    }),
});
