import type {
  AdminContentCategory,
  ContentCategoryBody,
  ContentCategoryKind,
} from '../../../common/contracts/categories';
import { slugify } from '../../../common/slug';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import * as repo from './content-category.repository';

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** The kinds of article every install starts with (plans/001 B.8, X11); the team edits them. */
export const contentCategorySeeds = [
  'Actualité',
  'Analyse',
  'Conseil',
  'Interview',
  'Portrait',
  "Retour d'expérience",
  'Témoignage',
  'Tutoriel',
];

export type ContentCategoryService = ReturnType<typeof createContentCategoryService>;

/**
 * /admin/content-categories (001 §2.8, decision 15): the content categories (`content_categories`) and
 * the blog's subject categories (`blog_categories`, the blog area's, through its service) on one list
 * with a type column. A name empty after trimming is refused ('Le nom est requis'), a name taken in
 * its type too (409).
 */
export const createContentCategoryService = (
  deps: Pick<AreaDeps, 'db' | 'blogCategories' | 'settings' | 'logs'>,
) => {
  const { db, blogCategories } = deps;

  /** A name whose slug would be empty (only signs) names no blog category. */
  const checkBlogName = (name: string) => {
    if (!slugify(name)) throw new AppError('category_name_taken');
  };

  return {
    /** The public list (the blog editor's choices), by name in French order. */
    async listPublic(): Promise<{ id: string; name: string }[]> {
      return (await repo.list(db)).sort((a, b) => collator.compare(a.name, b.name));
    },

    /** Content categories, then the blog's, each by name in French order. */
    async list(): Promise<AdminContentCategory[]> {
      const [content, blog] = await Promise.all([repo.list(db), blogCategories.list()]);
      return [
        ...content
          .sort((a, b) => collator.compare(a.name, b.name))
          .map((row) => ({ id: row.id, kind: 'content' as const, name: row.name, slug: null })),
        ...blog.map((row) => ({ id: row.id, kind: 'blog' as const, name: row.name, slug: row.slug })),
      ];
    },

    async create(actor: Actor, body: ContentCategoryBody): Promise<AdminContentCategory> {
      let item: AdminContentCategory;
      if (body.kind === 'blog') {
        checkBlogName(body.name);
        const { row } = await blogCategories.create(body.name);
        if (!row) throw new AppError('category_name_taken');
        item = { ...row, kind: 'blog' };
      } else {
        const row = await repo.insert(db, body.name);
        if (!row) throw new AppError('category_name_taken');
        item = { id: row.id, kind: 'content', name: row.name, slug: null };
      }
      await deps.logs.record(actor.id, 'content_category_created', { categoryId: item.id, kind: item.kind });
      return item;
    },

    async rename(
      actor: Actor,
      kind: ContentCategoryKind,
      id: string,
      name: string,
    ): Promise<AdminContentCategory> {
      let item: AdminContentCategory;
      if (kind === 'blog') {
        checkBlogName(name);
        const { row, taken } = await blogCategories.rename(id, name);
        if (taken) throw new AppError('category_name_taken');
        if (!row) throw new AppError('not_found');
        item = { ...row, kind: 'blog' };
      } else {
        const row = await repo.rename(db, id, name).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('category_name_taken');
          throw error;
        });
        if (!row) throw new AppError('not_found');
        item = { id: row.id, kind: 'content', name: row.name, slug: null };
      }
      await deps.logs.record(actor.id, 'content_category_updated', { categoryId: id, kind });
      return item;
    },

    /** Deletes one; the articles' (and, for the blog's, the events') links to it go with it. */
    async remove(actor: Actor, kind: ContentCategoryKind, id: string): Promise<void> {
      const removed = kind === 'blog' ? await blogCategories.remove(id) : await repo.remove(db, id);
      if (!removed) throw new AppError('not_found');
      await deps.logs.record(actor.id, 'content_category_deleted', { categoryId: id, kind });
    },

    /** The reference list, once per install: a category the team removed stays removed. */
    seed: () =>
      deps.settings.runOnce('content-categories', 1, async () => {
        await repo.insertMissing(db, contentCategorySeeds);
      }),
  };
};
