import { blogLimits, blogPostPath } from '../../../common/contracts/blog';
import type { Db } from '../../db/client';
import type { ShareMeta } from '../../plugins/web-assets';
import { toRss, toShareMeta } from './post.presenter';
import * as repo from './post.repository';

export type BlogShareService = ReturnType<typeof createBlogShareService>;

/**
 * The articles outside the site (001 §2.19, DESIGN §4): the share preview of an article's page and the
 * RSS feed of the newest ones, both of published articles only, by an author shown to others.
 */
/** What anyone may read: published, by an author not hidden from others. */
const isPublic = (found: repo.ArticleRow) => found.post.status === 'published' && found.authorShown;

export const createBlogShareService = (db: Db) => ({
  /**
   * The share preview of `/blog/{slug}` (DESIGN §4): published articles only; an old slug redirects,
   * but only to a published article (its new slug would tell an unpublished article's new title).
   */
  async shareMeta(slug: string, siteName: string): Promise<ShareMeta | undefined> {
    const found = await repo.findBySlug(db, slug);
    if (!found) {
      const current = await repo.findRedirect(db, slug);
      const target = current ? await repo.findBySlug(db, current) : undefined;
      return target && isPublic(target)
        ? { title: siteName, redirect: blogPostPath(target.post.slug) }
        : undefined;
    }
    return isPublic(found) ? toShareMeta(found.post, siteName) : undefined;
  },

  /** `/blog/rss.xml`: the newest published articles (RSS 2.0). */
  async rss(siteName: string, publicUrl: string): Promise<string> {
    return toRss(await repo.listForFeed(db, blogLimits.rssItems), siteName, publicUrl);
  },
});
