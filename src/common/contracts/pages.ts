import { z } from 'zod';
import { endpoint } from '../endpoint';

export const PageSlugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'errors.not_found' }),
});

/** A published static page as visitors read it; the HTML is already sanitized. */
export const StaticPage = z.object({
  slug: z.string(),
  titre: z.string(),
  contenuHtml: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type StaticPage = z.infer<typeof StaticPage>;

export const SocialIcon = z.enum(['linkedin', 'twitter', 'x', 'facebook', 'instagram', 'tiktok']);
export type SocialIcon = z.infer<typeof SocialIcon>;

export const SocialLink = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  icon: SocialIcon.nullable(),
  order: z.number().int(),
});
export type SocialLink = z.infer<typeof SocialLink>;
export const SocialLinksResponse = z.object({ items: z.array(SocialLink) });

export const HomeStat = z.object({
  id: z.number().int(),
  value: z.number().int().min(0),
  label: z.string(),
  description: z.string().nullable(),
});
export type HomeStat = z.infer<typeof HomeStat>;
export const HomeStatsResponse = z.object({ items: z.array(HomeStat) });

/** Public site content (under `/api/v1`). */
export const pageEndpoints = {
  /** A published static page by slug (unpublished ones for `pages.edit`); 404 `not_found`. */
  getPage: endpoint('GET', '/pages/:slug', {
    params: PageSlugParams,
    response: StaticPage,
    access: 'public',
  }),
  /** The footer's social links, in their admin-set order. */
  socialLinks: endpoint('GET', '/social-links', {
    response: SocialLinksResponse,
    access: 'public',
    tag: 'pages',
  }),
  /** The landing claims (000 §1). */
  homeStats: endpoint('GET', '/home-stats', { response: HomeStatsResponse, access: 'public', tag: 'pages' }),
};

/** A landing claim as shown (5000 → "5K+"); lives in common/format.ts so the web can use it without zod. */
export { formatClaim } from '../format';
