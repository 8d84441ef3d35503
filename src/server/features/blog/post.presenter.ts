import {
  type BlogPostCard,
  type BlogPostDetail,
  blogPostPath,
  readingMinutes,
} from '../../../common/contracts/blog';
import { previewOf } from '../../../common/format';
import { translate } from '../../lib/i18n';
import { escapeXml } from '../../lib/xml';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import { canManagePost } from './blog.policy';
import type * as repo from './post.repository';

/** How an article reads in the API and in the RSS feed (001 §2.19, §7). */

export const toAuthor = (author: repo.AuthorRow | null) =>
  author
    ? {
        id: author.id,
        fullName: displayName(author),
        username: author.username,
        avatarUrl: author.avatarUrl,
        title: author.title,
      }
    : null;

export const toCard = (row: repo.CardRow, categories: BlogPostCard['categories']): BlogPostCard => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  summary: row.excerpt ?? previewOf(row.lead, 200),
  status: row.status as BlogPostCard['status'],
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  featuredImageUrl: row.featuredImageUrl,
  author: toAuthor(row.author),
  categories,
  likesCount: row.likesCount,
  commentsCount: row.commentsCount,
  viewsCount: row.viewsCount,
  readingMinutes: readingMinutes(row.wordCount),
});

export const toDetail = (found: repo.ArticleRow, viewer: Actor | null): BlogPostDetail => {
  const { post } = found;
  const state = { liked: found.liked, saved: found.saved };
  const manages = canManagePost(viewer, post.authorId);
  return {
    ...toCard({ ...post, lead: post.contentText.slice(0, 240), author: found.author }, found.categories),
    content: post.content,
    excerpt: post.excerpt,
    additionalImages: post.additionalImages ?? [],
    updatedAt: post.updatedAt.toISOString(),
    favoritesCount: post.favoritesCount,
    liked: state.liked,
    saved: state.saved,
    canEdit: manages,
    canDelete: manages,
    contentCategories: found.contentCategories,
  };
};

/** `/blog/rss.xml` (RSS 2.0) of the newest published articles. */
export const toRss = (
  rows: Awaited<ReturnType<typeof repo.listForFeed>>,
  siteName: string,
  publicUrl: string,
): string => {
  const items = rows
    .map((row) => {
      const link = `${publicUrl}${blogPostPath(row.slug)}`;
      return [
        '<item>',
        `<title>${escapeXml(row.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<description>${escapeXml(previewOf(row.excerpt ?? row.lead, 300))}</description>`,
        row.authorName ? `<dc:creator>${escapeXml(row.authorName)}</dc:creator>` : '',
        row.publishedAt ? `<pubDate>${row.publishedAt.toUTCString()}</pubDate>` : '',
        '</item>',
      ].join('');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(`${translate('blog.title')} | ${siteName}`)}</title>`,
    `<link>${escapeXml(`${publicUrl}/blog`)}</link>`,
    `<atom:link href="${escapeXml(`${publicUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(translate('blog.intro'))}</description>`,
    '<language>fr</language>',
    items,
    '</channel>',
    '</rss>',
  ].join('\n');
};

/** What a notification about an article says: who acted, its title (120 characters) and its slug. */
export const toArticleNotice = (actor: Actor, post: { title: string; slug: string }) => ({
  author_name: displayName(actor.profile),
  post_title: previewOf(post.title, 120),
  post_slug: post.slug,
});

/** The share preview of a published article's page (DESIGN §4). */
export const toShareMeta = (
  post: Pick<repo.BlogPostRow, 'title' | 'slug' | 'excerpt' | 'contentText' | 'featuredImageUrl'>,
  siteName: string,
): ShareMeta => ({
  title: `${post.title} | ${siteName}`,
  description: previewOf(post.excerpt ?? post.contentText, 200),
  image: post.featuredImageUrl ?? undefined,
  path: blogPostPath(post.slug),
});
