import type { BlogCategory } from '../../../common/contracts/blog';
import { slugify } from '../../../common/slug';
import type { Db } from '../../db/client';
import { blogCategorySeeds } from '../../db/seed/blog-categories';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './blog-category.repository';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

export type BlogCategoryService = ReturnType<typeof createBlogCategoryService>;

/** The categories of articles and events (one table, plans/002 decision). */
export const createBlogCategoryService = (db: Db, deps: { settings: SettingsService }) => ({
  /** Every category, by name in French order. */
  async list(): Promise<BlogCategory[]> {
    const rows = await repo.listCategories(db);
    return rows.sort((a, b) => collator.compare(a.name, b.name));
  },

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
