import type { z } from 'zod';
import {
  type BlogBulkBody,
  type BlogListQuery,
  type BlogPostBody,
  type BlogPostDetail,
  type BlogPostPage,
  blogLimits,
} from '../../../common/contracts/blog';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { directoryPage, keptCounts } from '../../platform/directory';
import { canManagePost, canReadPost, isBlogStaff } from './blog.policy';
import type { BlogCategoryService } from './blog-category.service';
import type { BlogImageService } from './blog-image.service';
import { toArticleNotice, toAuthor, toCard, toDetail } from './post.presenter';
import * as repo from './post.repository';
import { postColumns, slugOf } from './post-columns';
import * as contentRepo from './post-content-categories.repository';
import { periodStart } from './post-period';

type Body = z.output<typeof BlogPostBody>;
type ListQuery = z.output<typeof BlogListQuery>;

const l = blogLimits;

const notFound = () => new AppError('not_found', { messageKey: 'blog.notFound' });

export type BlogPostService = ReturnType<typeof createBlogPostService>;

/**
 * Articles (001 §2.19, §4–§7): the list with its filters, one article by slug (old slugs follow,
 * decision 2), create / edit / delete by the author or staff and staff's bulk actions; the stored
 * columns of a form are post-columns.ts's, the share preview and the RSS feed post-share.service.ts's,
 * the images blog-image.service.ts's, likes and saves post-reaction.service.ts's.
 * `now` is the clock (tests move it).
 */
export const createBlogPostService = (
  deps: Omit<ContentServiceDeps, 'storage' | 'storageQuotaBytes'> & {
    categories: Pick<BlogCategoryService, 'existingIds'>;
    images: Pick<BlogImageService, 'ownedKeys' | 'removeFiles'>;
  },
) => {
  const { db, images } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'blog');
  /** The pager's totals, kept 30 s per filter and forgotten on every write through this service. */
  const counts = keptCounts((filter: repo.BlogFilter) => repo.count(db, filter, l.countCap), {
    ttlMs: 30_000,
    max: 5_000,
  });
  const columnsOf = postColumns(deps);

  /**
   * The reading rule, plus the author's standing and blocks: an article is not found by a member kept
   * apart from its author, nor by anyone but staff while its author is hidden from others (blocked or
   * suspended by staff, a deletion pending: the platform's rule, as the feed's posts); so neither can
   * comment, like or save it.
   */
  const mayRead = async (
    viewer: Actor | null,
    post: { status: string; authorId: string; blocked?: boolean; authorShown?: boolean },
  ): Promise<boolean> =>
    canReadPost(viewer, post) &&
    (isBlogStaff(viewer) ||
      viewer?.id === post.authorId ||
      (post.authorShown ?? (await repo.isAuthorShown(db, post.authorId)))) &&
    !(viewer && (post.blocked ?? (await isBlockedEitherWay(db, viewer.id, post.authorId))));

  const slugTaken = () => new AppError('slug_taken', { messageKey: 'blog.errors.slugTaken' });

  const notifyCreated = (actor: Actor, post: { title: string; slug: string }) =>
    sideEffect('admin notification', () =>
      deps.notifications.notifyAdmins('blog_created', toArticleNotice(actor, post), actor.id),
    );

  return {
    async list(viewer: Actor | null, query: ListQuery): Promise<BlogPostPage> {
      if ((query.mine || query.saved) && !viewer) throw new AppError('unauthenticated');
      const staff = isBlogStaff(viewer);
      // §7.6: non-staff are forced to published, except on their own articles ('Mes articles').
      const status = query.mine || staff ? query.status : 'published';
      const filter: repo.BlogFilter = {
        q: query.q,
        category: query.category,
        contentCategory: query.contentCategory,
        author: query.author,
        since: query.period ? periodStart(query.period, now()) : undefined,
        status,
        mine: query.mine ? viewer?.id : undefined,
        savedBy: query.saved ? viewer?.id : undefined,
        // Only a member whom a block involves has articles to leave out (their own query and count).
        hiddenFrom: viewer?.keptApart ? viewer.id : undefined,
        shownAuthors: !staff && !query.mine,
      };
      const personal = Boolean(filter.mine || filter.savedBy);
      // The public lists' count is shared by every viewer (kept 30 s), less the viewer's blocks read
      // beside the page: keyed per viewer, it was read again on nearly every request.
      const { hiddenFrom, ...shared } = filter;
      const offset = (query.page - 1) * l.pageSize;
      // A kept total is read again when this page reaches it (it may hide new articles).
      const counted = personal
        ? await repo.count(db, filter, l.countCap)
        : await counts.upTo(shared, offset + l.pageSize);
      const [hidden, rows] = await Promise.all([
        hiddenFrom && !personal && counted <= l.countCap ? repo.countHiddenFrom(db, shared, hiddenFrom) : 0,
        offset < Math.min(counted, l.countCap)
          ? repo.list(db, filter, { limit: l.pageSize, offset })
          : Promise.resolve([]),
      ]);
      const total = Math.min(Math.max(counted - hidden, 0), l.countCap);
      return directoryPage(
        rows.map((row) => toCard(row, row.categories)),
        query.page,
        l,
        counted,
        total,
      );
    },

    /** The authors of the filter: with a published article (staff: with any). */
    async authors(viewer: Actor | null) {
      const rows = await repo.listAuthors(db, !isBlogStaff(viewer), l.authorsMax, viewer?.id ?? null);
      return { items: rows.flatMap((row) => toAuthor(row) ?? []) };
    },

    /** By slug; an old slug answers the article under its current one (the page then redirects). */
    async get(viewer: Actor | null, slug: string): Promise<BlogPostDetail> {
      // One read of the article under its slug; an old slug costs one more (decision 2).
      const viewerId = viewer?.id ?? null;
      let found = await repo.findBySlug(db, slug, viewerId);
      if (!found) {
        const current = await repo.findRedirect(db, slug);
        found = current ? await repo.findBySlug(db, current, viewerId) : undefined;
      }
      const { blocked, authorShown } = found ?? {};
      if (!found || !(await mayRead(viewer, { ...found.post, blocked, authorShown }))) throw notFound();
      return toDetail(found, viewer);
    },

    async create(actor: Actor, body: Body): Promise<BlogPostDetail> {
      const slug = slugOf(body.title);
      const { columns, categoryIds, contentCategoryIds } = await columnsOf(actor, body, actor.id);
      const at = now();
      const post = await db
        .transaction(async (tx) => {
          if (await repo.slugInUse(tx, slug)) throw slugTaken();
          await repo.freeSlug(tx, slug);
          const row = await repo.insert(tx, {
            ...columns,
            slug,
            authorId: actor.id,
            status: body.published ? 'published' : 'draft',
            publishedAt: body.published ? at : null,
            createdAt: at,
            updatedAt: at,
          });
          await repo.setCategories(tx, row.id, categoryIds);
          await contentRepo.setContentCategories(tx, row.id, contentCategoryIds);
          return row;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? slugTaken() : error;
        });
      counts.clear();
      if (post.status === 'published') await notifyCreated(actor, post);
      return this.get(actor, post.slug);
    },

    /**
     * The author or staff. A title change by the author moves the slug, the old one redirecting (decision
     * 2); 'Publié' unchecked hides a published article as `unpublished` (a never published one stays a
     * draft); `published_at` is set on the first publication only (decision 3).
     */
    async update(actor: Actor, postId: string, body: Body): Promise<BlogPostDetail> {
      const existing = await repo.findById(db, postId);
      if (!existing || !canReadPost(actor, existing)) throw notFound();
      if (!canManagePost(actor, existing.authorId)) throw new AppError('blog_post_forbidden');
      const { columns, categoryIds, contentCategoryIds } = await columnsOf(actor, body, existing.authorId);
      const at = now();
      const { post, firstPublication } = await db
        .transaction(async (tx) => {
          const locked = await repo.lockById(tx, postId);
          if (!locked) throw notFound();
          let slug = locked.slug;
          if (actor.id === locked.authorId) {
            const wanted = slugOf(body.title);
            if (wanted !== locked.slug) {
              if (await repo.slugInUse(tx, wanted, postId)) throw slugTaken();
              await repo.freeSlug(tx, wanted);
              await repo.addRedirect(tx, locked.slug, postId);
              slug = wanted;
            }
          }
          const status = body.published ? 'published' : locked.publishedAt ? 'unpublished' : 'draft';
          await repo.update(tx, postId, {
            ...columns,
            slug,
            status,
            publishedAt: body.published ? (locked.publishedAt ?? at) : locked.publishedAt,
            updatedAt: at,
          });
          await repo.setCategories(tx, postId, categoryIds);
          await contentRepo.setContentCategories(tx, postId, contentCategoryIds);
          return {
            post: { title: body.title, slug },
            firstPublication: body.published && !locked.publishedAt,
          };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? slugTaken() : error;
        });
      counts.clear();
      if (firstPublication) await notifyCreated(actor, post);
      return this.get(actor, post.slug);
    },

    async remove(actor: Actor, postId: string): Promise<void> {
      const existing = await repo.findById(db, postId);
      if (!existing || !canReadPost(actor, existing)) throw notFound();
      if (!canManagePost(actor, existing.authorId)) throw new AppError('blog_post_forbidden');
      const keys = await db.transaction((tx) => repo.removeMany(tx, [postId]));
      counts.clear();
      await images.removeFiles(keys);
      await deps.notifications.withdrawAbout({ post_slug: existing.slug });
      if (existing.authorId !== actor.id) {
        await deps.logs.record(actor.id, 'blog_post_deleted_by_admin', {
          postId,
          authorId: existing.authorId,
          title: existing.title,
        });
      }
    },

    /**
     * Staff's bulk bar and the per-card toggle (§2.19, "behaviour not shown" → real): in one transaction;
     * publish sets `published_at` on a first publication only, unpublish keeps it (decision 3), delete
     * removes the articles and then their files. Answers how many articles changed.
     */
    async bulk(actor: Actor, body: BlogBulkBody): Promise<{ count: number }> {
      const ids = [...new Set(body.ids)];
      const at = now();
      const { count, keys, slugs } = await db.transaction(async (tx) => {
        if (body.action === 'publish')
          return { count: (await repo.publishMany(tx, ids, at)).length, keys: [], slugs: [] };
        if (body.action === 'unpublish')
          return { count: await repo.unpublishMany(tx, ids, at), keys: [], slugs: [] };
        const existing = await repo.existingOf(tx, ids);
        const keys = await repo.removeMany(
          tx,
          existing.map((post) => post.id),
        );
        return { count: existing.length, keys, slugs: existing.map((post) => post.slug) };
      });
      counts.clear();
      await images.removeFiles(keys);
      for (const slug of slugs) await deps.notifications.withdrawAbout({ post_slug: slug });
      await deps.logs.record(actor.id, 'blog_posts_bulk', { action: body.action, ids, count });
      return { count };
    },

    /** The article an id names, as the viewer may see it (comments check it). */
    async readableById(viewer: Actor | null, postId: string): Promise<repo.BlogPostRow> {
      const post = await repo.findById(db, postId);
      if (!post || !(await mayRead(viewer, post))) throw notFound();
      return post;
    },

    /** Throws 404 'Article non trouvé' unless the viewer may read the article (reads no content). */
    async assertReadable(viewer: Actor | null, postId: string): Promise<void> {
      const post = await repo.findAccessById(db, postId, viewer?.id ?? null);
      if (!post || !(await mayRead(viewer, post))) throw notFound();
    },
  };
};
