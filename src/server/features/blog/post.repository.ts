import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  blogCategories,
  blogFavorites,
  blogPostCategories,
  blogPostLikes,
  blogPosts,
  blogSlugRedirects,
  blogUploads,
  profiles,
} from '../../db/schema';
import { likeLiteral, rowsOf, words } from '../../lib/db';
import { preparedById, preparedRow } from '../../lib/prepared';
import { blockedEitherWay, keptApartFrom, notBlockedBy } from '../../platform/blocks';
import { countUpTo, preparedViewer } from '../../platform/directory';
import { shownToOthers, shownToOthersAs, writtenByShown } from '../../platform/person';
import { rowsById } from '../../platform/rows';
import {
  type ContentCategoryRow,
  contentCategoriesJson,
  hasContentCategory,
} from './post-content-categories.repository';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export interface AuthorRow {
  id: string;
  fullName: string | null;
  username: string;
  avatarUrl: string | null;
  title: string | null;
}

const authorColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  title: profiles.title,
};

/** The columns of a card: no content (the summary is the excerpt or the start of the text). */
const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  lead: sql<string>`left(${blogPosts.contentText}, 240)`,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  featuredImageUrl: blogPosts.featuredImageUrl,
  likesCount: blogPosts.likesCount,
  commentsCount: blogPosts.commentsCount,
  viewsCount: blogPosts.viewsCount,
  wordCount: blogPosts.wordCount,
  authorId: blogPosts.authorId,
};

export interface CardRow {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  lead: string;
  status: string;
  publishedAt: Date | null;
  createdAt: Date;
  featuredImageUrl: string | null;
  likesCount: number;
  commentsCount: number;
  viewsCount: number;
  wordCount: number;
  authorId: string;
  author: AuthorRow | null;
}

export interface BlogFilter {
  q?: string;
  category?: string;
  /** Of this content category (001 §3 `blog_post_content_categories`). */
  contentCategory?: string;
  /** Published since this moment. */
  since?: Date;
  author?: string;
  /** Only this status; undefined: every status (staff, 'Mes articles'). */
  status?: string;
  /** 'Mes articles': this member's. */
  mine?: string;
  /** 'Mes favoris': saved by this member. */
  savedBy?: string;
  /** The signed-in viewer: articles by a member kept apart from them by a block are left out. */
  hiddenFrom?: string;
  /**
   * Only articles whose author others may see (not blocked or suspended by staff, no deletion pending:
   * the platform's `shownToOthers`); staff and the author's own list see them all.
   */
  shownAuthors?: boolean;
}

/** The article's author is shown to others (they come back with their articles once restored). */
const authorShown = writtenByShown(blogPosts.authorId);

const fold = (value: string) => sql`sankofa_fold(${value})`;
// The folded title and words, stored with the row (hand-written in the migration).
const searchText = sql`${blogPosts}.search_text`;

const conditionsOf = (filter: BlogFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(blogPosts.status, filter.status));
  if (filter.mine) conditions.push(eq(blogPosts.authorId, filter.mine));
  if (filter.author) conditions.push(eq(blogPosts.authorId, filter.author));
  if (filter.hiddenFrom) conditions.push(notBlockedBy(filter.hiddenFrom, blogPosts.authorId));
  if (filter.shownAuthors) conditions.push(authorShown);
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchText} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.category) {
    conditions.push(
      sql`exists (select 1 from ${blogPostCategories} where ${blogPostCategories.postId} = ${blogPosts.id} and ${blogPostCategories.categoryId} = ${filter.category})`,
    );
  }
  if (filter.contentCategory) conditions.push(hasContentCategory(filter.contentCategory));
  if (filter.since) conditions.push(sql`${blogPosts.publishedAt} >= ${filter.since}`);
  if (filter.savedBy) {
    conditions.push(
      sql`exists (select 1 from ${blogFavorites} where ${blogFavorites.postId} = ${blogPosts.id} and ${blogFavorites.userId} = ${filter.savedBy})`,
    );
  }
  return and(...conditions);
};

/**
 * The order of a list: published articles by publication (the public list's index), a list with
 * drafts by creation (drafts have no publication date).
 */
const orderOf = (filter: BlogFilter) =>
  filter.status === 'published'
    ? [desc(blogPosts.publishedAt), desc(blogPosts.id)]
    : [desc(blogPosts.createdAt), desc(blogPosts.id)];

/** Matching articles, counted up to `cap + 1`. */
export const count = (db: DbOrTx, filter: BlogFilter, cap: number): Promise<number> =>
  countUpTo(db, blogPosts, conditionsOf(filter), cap);

/**
 * How many of the articles `filter` matches for everyone are by members kept apart from `viewerId` by a
 * block: the shared count less this is the viewer's. Read from the viewer's blocks (none for most).
 */
export const countHiddenFrom = async (
  db: DbOrTx,
  filter: Omit<BlogFilter, 'hiddenFrom'>,
  viewerId: string,
): Promise<number> => {
  const where = and(
    conditionsOf(filter),
    sql`${blogPosts.authorId} in ${keptApartFrom(sql`${viewerId}::uuid`)}`,
  );
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${blogPosts} where ${where}`));
  return Number(row?.n ?? 0);
};

/**
 * How many of the latest published articles a text search reads first. A common word (one article in
 * ten) found every row of the trigram index and sorted them all (140 ms on 100k articles); newest first
 * through the publication index, a page is found in the first few hundred.
 */
const recentWindow = 1000;

/**
 * One page of cards with their authors and categories. A text search over published articles first
 * reads the latest `recentWindow` in order and stops at the page: when the page is full there, it is
 * the page of the whole list (the window is its start). Otherwise (a rare word, a deep page) the whole
 * list is read through the trigram index, which is fast when matches are few.
 */
export const list = async (
  db: DbOrTx,
  filter: BlogFilter,
  page: { limit: number; offset: number },
): Promise<(CardRow & { categories: CategoryRow[] })[]> => {
  const columns = { ...cardColumns, author: authorColumns, categories: categoriesJson };
  /** The page, from the table or from the window that takes its name. */
  const read = (source: Pick<DbOrTx, 'select'>) =>
    source
      .select(columns)
      .from(blogPosts)
      .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
      .where(conditionsOf(filter))
      .orderBy(...orderOf(filter))
      .offset(page.offset)
      .limit(page.limit);
  if (filter.status === 'published' && words(filter.q ?? '').length > 0) {
    // A common table expression named as the table: every column of the query below reads the window's
    // rows (PostgreSQL inlines it, so the page stops reading once found).
    const latest = db.$with('blog_posts').as(
      db
        .select({ ...getTableColumns(blogPosts), searchText: sql<string>`search_text`.as('search_text') })
        .from(blogPosts)
        .where(eq(blogPosts.status, 'published'))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(recentWindow),
    );
    const recent = await read(db.with(latest));
    if (recent.length === page.limit) return recent;
  }
  return read(db);
};

export type CategoryRow = { id: string; name: string; slug: string };

/** An article as its page reads it: with its author, categories, and what the viewer did and may see. */
export interface ArticleRow {
  post: BlogPostRow;
  author: AuthorRow | null;
  categories: CategoryRow[];
  contentCategories: ContentCategoryRow[];
  liked: boolean;
  saved: boolean;
  /** A block keeps the viewer and the author apart (false for a visitor). */
  blocked: boolean;
  /** Others may see the author (`shownToOthers`). */
  authorShown: boolean;
}

/** An article's categories by name, as JSON, read with its row (one round trip for a page or an article). */
const categoriesJson = sql<
  CategoryRow[]
>`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by c.name) from ${blogPostCategories} pc join ${blogCategories} c on c.id = pc.category_id where pc.post_id = ${blogPosts.id}), '[]'::json)`;

/**
 * An article's page in one round trip (DESIGN.md §6, a point read is mostly round trips): the record
 * and its author, its categories by name, the viewer's like and save, and whether a block keeps them
 * apart from the author. `viewerId` null: a visitor (nothing liked, nothing blocked).
 */
const article = preparedRow('blog_article_by_slug', (db, statement) =>
  db
    .select({
      post: blogPosts,
      author: authorColumns,
      categories: categoriesJson,
      contentCategories: contentCategoriesJson,
      liked: sql<boolean>`exists (select 1 from ${blogPostLikes} l where l.post_id = ${blogPosts.id} and l.user_id = ${preparedViewer})`,
      saved: sql<boolean>`exists (select 1 from ${blogFavorites} f where f.post_id = ${blogPosts.id} and f.user_id = ${preparedViewer})`,
      blocked: sql<boolean>`${blockedEitherWay(preparedViewer, blogPosts.authorId)}`,
      authorShown: sql<boolean>`coalesce(${shownToOthers}, false)`,
    })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(eq(blogPosts.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare(statement),
);

/** An article by its current slug, as `viewerId` (null: a visitor) reads it. */
export const findBySlug = (
  db: DbOrTx,
  slug: string,
  viewerId: string | null = null,
): Promise<ArticleRow | undefined> => article(db, { slug, viewerId });

/** The current slug of an article that once had `slug`. */
export const findRedirect = async (db: DbOrTx, slug: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(eq(blogSlugRedirects.slug, slug))
    .limit(1);
  return row?.slug;
};

export const { findById, lockById, insert, update } = rowsById(blogPosts, 'blog post');

/**
 * What reading rights need of an article (no content): its author and status, and whether a block keeps
 * `viewerId` (null: a visitor) and the author apart; one round trip.
 */
export const findAccessById = preparedById('blog_article_access', blogPosts.id, (db) =>
  db
    .select({
      id: blogPosts.id,
      authorId: blogPosts.authorId,
      status: blogPosts.status,
      blocked: sql<boolean>`${blockedEitherWay(preparedViewer, blogPosts.authorId)}`,
      authorShown,
    })
    .from(blogPosts)
    .$dynamic(),
);

/** Whether others may see this author (`shownToOthers`); false for no such member. */
export const isAuthorShown = async (db: DbOrTx, authorId: string): Promise<boolean> =>
  (
    await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, authorId), shownToOthers))
  ).length > 0;

/** Whether a slug is an article's (other than `exceptId`). */
export const slugInUse = async (db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      exceptId
        ? and(eq(blogPosts.slug, slug), sql`${blogPosts.id} <> ${exceptId}`)
        : eq(blogPosts.slug, slug),
    )
    .limit(1);
  return Boolean(row);
};

/** Replaces an article's categories ("delete by post_id then insert", §7.6). */
export const setCategories = async (db: DbOrTx, postId: string, categoryIds: string[]): Promise<void> => {
  await db.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  if (categoryIds.length > 0) {
    await db.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ postId, categoryId })));
  }
};

/** Keeps an old slug answering (a live article's slug always wins: see `freeSlug`). */
export const addRedirect = async (db: DbOrTx, slug: string, postId: string): Promise<void> => {
  await db
    .insert(blogSlugRedirects)
    .values({ slug, postId })
    .onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { postId, createdAt: new Date() } });
};

/** A slug taken by a new article stops redirecting elsewhere. */
export const freeSlug = async (db: DbOrTx, slug: string): Promise<void> => {
  await db.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, slug));
};

/** Deletes articles; answers their image keys (their files go after the commit). */
export const removeMany = async (db: DbOrTx, ids: string[]): Promise<string[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(blogPosts)
    .where(inArray(blogPosts.id, ids))
    .returning({ imageKeys: blogPosts.imageKeys });
  const keys = rows.flatMap((row) => row.imageKeys);
  if (keys.length > 0) await db.delete(blogUploads).where(inArray(blogUploads.key, keys));
  return keys;
};

/** Publishes the given articles not published yet; `published_at` only on a first publication. */
export const publishMany = async (db: DbOrTx, ids: string[], at: Date): Promise<BlogPostRow[]> =>
  db
    .update(blogPosts)
    .set({ status: 'published', publishedAt: sql`coalesce(${blogPosts.publishedAt}, ${at})`, updatedAt: at })
    .where(and(inArray(blogPosts.id, ids), sql`${blogPosts.status} <> 'published'`))
    .returning();

/** Hides the given published articles (decision 3: `unpublished`, the first publication date kept). */
export const unpublishMany = async (db: DbOrTx, ids: string[], at: Date): Promise<number> =>
  (
    await db
      .update(blogPosts)
      .set({ status: 'unpublished', updatedAt: at })
      .where(and(inArray(blogPosts.id, ids), eq(blogPosts.status, 'published')))
      .returning({ id: blogPosts.id })
  ).length;

/** The ids among `ids` that are articles. */
export const existingOf = async (db: DbOrTx, ids: string[]): Promise<{ id: string; slug: string }[]> =>
  ids.length === 0
    ? []
    : db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.id, ids));

/**
 * One statement: the like (or favourite) row changes and the article's counter moves by exactly the rows
 * inserted or deleted (as the feed's likes): concurrent requests meet on the unique key and the article
 * row's lock, so the counter always equals the rows. Undefined: the article does not exist.
 */
export const changeReaction = async (
  db: DbOrTx,
  kind: 'like' | 'favorite',
  postId: string,
  userId: string,
  on: boolean,
): Promise<{ count: number; changed: boolean } | undefined> => {
  const table = kind === 'like' ? sql`blog_post_likes` : sql`blog_favorites`;
  const counter = kind === 'like' ? sql`likes_count` : sql`favorites_count`;
  const change = on
    ? sql`insert into ${table} (post_id, user_id) select id, ${userId}::uuid from blog_posts where id = ${postId}
          on conflict (post_id, user_id) do nothing returning post_id`
    : sql`delete from ${table} where post_id = ${postId} and user_id = ${userId} returning post_id`;
  const [row] = rowsOf(
    await db.execute(sql`
      with changed as (${change}),
      counted as (
        update blog_posts set ${counter} = ${counter} ${on ? sql`+` : sql`-`} (select count(*) from changed)
        where id = ${postId}
        returning ${counter} as n
      )
      select n, (select count(*) from changed)::int as changed from counted
    `),
  );
  return row ? { count: Number(row.n), changed: Number(row.changed) > 0 } : undefined;
};

/** Authors with a published article (or any, for staff), most recent first. */
export const listAuthors = async (
  db: DbOrTx,
  publishedOnly: boolean,
  max: number,
  viewerId: string | null = null,
): Promise<AuthorRow[]> => {
  const rows = rowsOf(
    await db.execute(sql`
      select p.id, p.full_name as "fullName", p.username, p.avatar_url as "avatarUrl", p.title
      from (
        select author_id, max(coalesce(published_at, created_at)) as last_at from blog_posts
        ${publishedOnly ? sql`where status = 'published'` : sql``}
        group by author_id order by last_at desc limit ${max}
      ) a join profiles p on p.id = a.author_id
      where ${publishedOnly ? shownToOthersAs('p') : sql`true`}
      ${viewerId ? sql`and ${notBlockedBy(sql`${viewerId}::uuid`, sql`p.id`)}` : sql``}
      order by a.last_at desc
    `),
  );
  return rows as unknown as AuthorRow[];
};

/** The newest published articles, for the RSS feed. */
export const listForFeed = (db: DbOrTx, max: number) =>
  db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      excerpt: blogPosts.excerpt,
      lead: sql<string>`left(${blogPosts.contentText}, 400)`,
      publishedAt: blogPosts.publishedAt,
      authorName: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), ${profiles.username})`,
    })
    .from(blogPosts)
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(and(eq(blogPosts.status, 'published'), shownToOthers))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(max);

// ---------------------------------------------------------------------------------------------
// Uploads

export const insertUpload = async (db: DbOrTx, key: string, userId: string, size: number): Promise<void> => {
  await db.insert(blogUploads).values({ key, userId, size });
};

/** The keys among `keys` uploaded by one of `userIds`. */
export const uploadsOf = async (db: DbOrTx, keys: string[], userIds: string[]): Promise<string[]> =>
  keys.length === 0
    ? []
    : (
        await db
          .select({ key: blogUploads.key })
          .from(blogUploads)
          .where(and(inArray(blogUploads.key, keys), inArray(blogUploads.userId, userIds)))
      ).map((row) => row.key);

/** Uploads older than `before` that no article shows, removed; answers their keys. */
export const deleteOrphanUploads = async (db: DbOrTx, before: Date): Promise<string[]> =>
  rowsOf(
    await db.execute(sql`
      delete from blog_uploads u
      where u.created_at < ${before}
        and not exists (select 1 from blog_posts p where p.image_keys @> array[u.key])
      returning u.key
    `),
  ).map((row) => String(row.key));

/** The storage keys of the images a member sent for the blog. */
export const uploadKeysOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ key: blogUploads.key }).from(blogUploads).where(eq(blogUploads.userId, userId))).map(
    (row) => row.key,
  );
