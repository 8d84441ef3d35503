/** The address of a static page (000 §2.1 `/page/{slug}`). */
export const pagePath = (slug: string): string => `/page/${slug}`;

/**
 * Short addresses of static pages that the feed's small print links (002 §2 Feed: /about, /privacy,
 * /terms): each opens its page, whose slug is given here.
 */
export const staticPageAliases = { about: 'a-propos', privacy: 'privacy', terms: 'terms' } as const;
export type StaticPageAlias = keyof typeof staticPageAliases;
