import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { slugify, slugMax } from '../slug';
import { adminListEndpoints } from './admin-list';
import { optionalText } from './blank';

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

/**
 * The pages the footer links to (decision 13): their content and meta can be edited, never their slug,
 * and they cannot be deleted, so no footer link ever leads nowhere.
 */
export const protectedPageSlugs = [
  'terms',
  'privacy',
  'cookies',
  'rgpd',
  'mentions-legales',
  'accessibilite',
  'a-propos',
  'fonctionnalites',
  'help',
] as const;

export const isProtectedPageSlug = (slug: string): boolean =>
  (protectedPageSlugs as readonly string[]).includes(slug);

/** Not in the spec: room for a long title and the search engines' usual lengths. */
export const staticPageLimits = {
  titleMax: 200,
  metaTitleMax: 120,
  metaDescriptionMax: 300,
  htmlMax: 200_000,
};

/**
 * The form of /admin/static-pages (001 §2.4, §5): title required, slug derived from it when left empty
 * (decision 2), the editor's HTML (sanitised again by the server), meta title and description,
 * published. Nothing else: the server makes the id.
 */
export const StaticPageBody = z
  .object({
    titre: z
      .string({ error: 'admin.staticPages.validation.titleRequired' })
      .trim()
      .min(1, { error: 'admin.staticPages.validation.titleRequired', abort: true })
      .max(staticPageLimits.titleMax, { error: 'admin.staticPages.validation.titleTooLong' }),
    slug: z
      .string()
      .trim()
      .max(slugMax, { error: 'admin.staticPages.validation.slugInvalid' })
      .regex(/^[a-z0-9-]*$/, { error: 'admin.staticPages.validation.slugInvalid' })
      .optional(),
    contenuHtml: z
      .string()
      .max(staticPageLimits.htmlMax, { error: 'admin.staticPages.validation.contentTooLong' }),
    metaTitle: optionalText(staticPageLimits.metaTitleMax, 'admin.staticPages.validation.metaTitleTooLong'),
    metaDescription: optionalText(
      staticPageLimits.metaDescriptionMax,
      'admin.staticPages.validation.metaDescriptionTooLong',
    ),
    published: z.boolean().default(true),
  })
  .transform((body, context) => {
    const slug = body.slug || slugify(body.titre);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: 'admin.staticPages.validation.slugInvalid',
      });
      return z.NEVER;
    }
    return { ...body, slug };
  });
export type StaticPageBody = z.input<typeof StaticPageBody>;
export type StaticPageInput = z.output<typeof StaticPageBody>;

/** A page as the back office lists it. */
export const AdminStaticPageRow = z.object({
  id: z.uuid(),
  slug: z.string(),
  titre: z.string(),
  published: z.boolean(),
  /** A footer page (decision 13): no delete, no new slug. */
  isProtected: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminStaticPageRow = z.infer<typeof AdminStaticPageRow>;

/** A page as its form edits it. */
export const AdminStaticPage = AdminStaticPageRow.extend({
  contenuHtml: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type AdminStaticPage = z.infer<typeof AdminStaticPage>;

export const AdminStaticPagesResponse = z.object({ items: z.array(AdminStaticPageRow) });

/**
 * The static pages' back office: every page, newest first (§7.1); creating one answers 409 `slug_taken`
 * for a slug in use (the HTML is sanitised before it is stored); saving keeps a footer page's slug (409
 * `page_protected`) and refuses another page's slug (409); a footer page cannot be deleted (409
 * `page_protected`).
 */
export const adminPageEndpoints = {
  ...adminListEndpoints({
    path: '/admin/static-pages',
    key: 'slug',
    params: PageSlugParams,
    body: StaticPageBody,
    item: AdminStaticPage,
    items: AdminStaticPagesResponse,
    ability: 'pages.edit',
  }),
  /** One page for its form (`?edit={slug}`). */
  get: endpoint('GET', '/admin/static-pages/:slug', {
    params: PageSlugParams,
    response: AdminStaticPage,
    access: { ability: 'pages.edit' },
  }),
};

/** The form of /admin/social-links (001 §2.5, §3): name and URL required ('Nom et URL obligatoires'). */
export const SocialLinkBody = z.object({
  name: z
    .string({ error: 'admin.socialLinks.validation.required' })
    .trim()
    .min(1, { error: 'admin.socialLinks.validation.required', abort: true })
    .max(80, { error: 'admin.socialLinks.validation.nameTooLong' }),
  url: z
    .string({ error: 'admin.socialLinks.validation.required' })
    .trim()
    .min(1, { error: 'admin.socialLinks.validation.required', abort: true })
    .max(500, { error: 'admin.socialLinks.validation.url', abort: true })
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { error: 'admin.socialLinks.validation.url' }),
  /** Empty: the footer shows the name's first letter. */
  icon: z.preprocess((value) => (value === '' ? null : value), SocialIcon.nullable()),
  order: z.coerce
    .number({ error: 'admin.socialLinks.validation.order' })
    .int({ error: 'admin.socialLinks.validation.order' })
    .min(0, { error: 'admin.socialLinks.validation.order' })
    .max(9999, { error: 'admin.socialLinks.validation.order' }),
});
export type SocialLinkBody = z.infer<typeof SocialLinkBody>;

export const SocialLinkParams = z.object({ linkId: z.uuid({ error: 'errors.not_found' }) });

export const adminSocialLinkEndpoints = adminListEndpoints({
  path: '/admin/social-links',
  key: 'linkId',
  params: SocialLinkParams,
  body: SocialLinkBody,
  item: SocialLink,
  items: SocialLinksResponse,
  ability: 'admin.settings',
});

export const pageLogActions = [
  'page_created',
  'page_saved',
  'page_deleted',
  'social_link_created',
  'social_link_updated',
  'social_link_deleted',
] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof pageLogActions> {}
}

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
};

/** A landing claim as shown (5000 → "5K+"); lives in common/format.ts so the web can use it without zod. */
export { formatClaim } from '../format';
