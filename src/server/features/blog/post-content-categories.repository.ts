import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blogPostContentCategories, blogPosts, contentCategories } from '../../db/schema';

/*
 * An article's content categories (001 §3 `blog_post_content_categories`): the links are the blog's;
 * the categories themselves are the back office's list (features/categories), read here by id and name.
 */

export type ContentCategoryRow = { id: string; name: string };

/** An article's content categories by name, as JSON, read with its row. */
export const contentCategoriesJson = sql<
  ContentCategoryRow[]
>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name) from ${blogPostContentCategories} pcc join ${contentCategories} c on c.id = pcc.category_id where pcc.post_id = ${blogPosts.id}), '[]'::json)`;

/** Articles of one content category (the list's filter). */
export const hasContentCategory = (categoryId: string) =>
  sql`exists (select 1 from ${blogPostContentCategories} where ${blogPostContentCategories.postId} = ${blogPosts.id} and ${blogPostContentCategories.categoryId} = ${categoryId})`;

/** The ids among `ids` that name a content category. */
export const findExistingContentCategoryIds = async (db: DbOrTx, ids: string[]): Promise<string[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: contentCategories.id })
          .from(contentCategories)
          .where(inArray(contentCategories.id, ids))
      ).map((row) => row.id);

/** Replaces an article's content categories (delete by post_id, then insert: §7.6). */
export const setContentCategories = async (db: DbOrTx, postId: string, ids: string[]): Promise<void> => {
  await db.delete(blogPostContentCategories).where(eq(blogPostContentCategories.postId, postId));
  if (ids.length > 0)
    await db.insert(blogPostContentCategories).values(ids.map((categoryId) => ({ postId, categoryId })));
};
