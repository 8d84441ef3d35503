import type { Db } from '../../db/client';
import { escapeXml } from '../../lib/xml';
import * as repo from './sitemap.repository';

/** The sitemap protocol's ceiling for one file: beyond it, the rest is left out (newest changes kept). */
export const sitemapMaxUrls = 50_000;

/** How long a built sitemap is served before it is built again. */
const cacheMs = 10 * 60_000;

/** The public pages every visitor opens, listed first. */
const fixedPaths = [
  '/',
  '/blog',
  '/events',
  '/emplois',
  '/groups',
  '/appels-offres',
  '/entreprises',
  '/faq',
  '/contact',
  '/pricing',
];

export type SitemapService = ReturnType<typeof createSitemapService>;

/**
 * `/sitemap.xml` (issue 35 §5): one file of at most 50,000 absolute URLs on PUBLIC_URL, each with its
 * `lastmod`, of what a visitor may open: static pages, published articles, events not over, open job
 * offers, public groups, tenders, active companies and the profiles that allow indexing. Built at most
 * once every 10 minutes per instance.
 */
export const createSitemapService = (db: Db, publicUrl: string, options: { maxUrls?: number } = {}) => {
  const maxUrls = options.maxUrls ?? sitemapMaxUrls;
  let cached: { xml: string; at: number } | undefined;

  const entries = async (now: Date): Promise<repo.SitemapEntry[]> => {
    const fixed = fixedPaths.map((path) => ({ path, lastmod: now }));
    return [...fixed, ...(await repo.listEntries(db, now, maxUrls - fixed.length))].slice(0, maxUrls);
  };

  return {
    async xml(now = new Date()): Promise<string> {
      if (cached && now.getTime() - cached.at < cacheMs) return cached.xml;
      const urls = (await entries(now)).map(
        (entry) =>
          `<url><loc>${escapeXml(`${publicUrl}${entry.path}`)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
      cached = { xml, at: now.getTime() };
      return xml;
    },
  };
};
