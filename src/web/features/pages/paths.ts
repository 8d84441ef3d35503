/** The address of a static page (000 §2.1 `/page/{slug}`). */
export const pagePath = (slug: string): string => `/page/${slug}`;
