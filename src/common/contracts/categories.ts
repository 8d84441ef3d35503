import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { adminItemEndpoints } from './admin-list';

/*
 * The back office's categories (001 §2.7, §2.8; plans/001 B.7, B.8, decision 15):
 * - professional categories, two levels (a sector and its specialities), chosen by members on their
 *   profile and by companies; admin only, with the screen's own refusal texts (§5);
 * - content categories (the kinds of article) and the blog's subject categories (also the events'),
 *   managed on one screen with a type column; `pages.edit` (admin, contentmanager: decision 1).
 */

export const categoryLimits = { nameMax: 100, descriptionMax: 500, searchMax: 100 };

const nameField = z
  .string({ error: 'admin.categories.validation.nameRequired' })
  .trim()
  .min(1, { error: 'admin.categories.validation.nameRequired', abort: true })
  .max(categoryLimits.nameMax, { error: 'admin.categories.validation.nameTooLong' });

// Professional categories ---------------------------------------------------------------------------

/** The add form and the edit dialog: name required ('Le nom est requis'), a sector as parent or none. */
export const ProfessionalCategoryBody = z.object({
  name: nameField,
  description: z
    .string({ error: 'admin.categories.validation.descriptionTooLong' })
    .trim()
    .max(categoryLimits.descriptionMax, { error: 'admin.categories.validation.descriptionTooLong' })
    .nullish()
    .transform((value) => (value ? value : null)),
  parentId: z
    .uuid({ error: 'admin.categories.validation.parentInvalid' })
    .nullish()
    .transform((value) => value ?? null),
});
export type ProfessionalCategoryBody = z.infer<typeof ProfessionalCategoryBody>;

export const AdminProfessionalCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.uuid().nullable(),
  /** The sector's name, for a speciality (§7.1 "parent name"). */
  parentName: z.string().nullable(),
  /** Members and companies that chose it (a sector: itself or one of its specialities). */
  memberCount: z.number().int(),
  companyCount: z.number().int(),
  /** A sector's specialities. */
  childCount: z.number().int(),
});
export type AdminProfessionalCategory = z.infer<typeof AdminProfessionalCategory>;

export const AdminProfessionalCategoriesQuery = z.object({
  q: z.string().trim().max(categoryLimits.searchMax).optional(),
});

export const AdminProfessionalCategoriesResponse = z.object({
  /** Each sector (French order) followed by its specialities; with `q`, the matches and their sectors. */
  items: z.array(AdminProfessionalCategory),
});

export const CategoryParams = z.object({ categoryId: z.uuid({ error: 'errors.not_found' }) });

export const CategoryDeleted = z.object({
  ok: z.literal(true),
  /** Members whose profile lost a category, and companies likewise (recounted in the same transaction). */
  profilesUpdated: z.number().int(),
  companiesUpdated: z.number().int(),
});

const proAccess = {
  ability: 'admin.settings',
  refusal: 'admin.categories.pro.refused',
} as const;

/** A sector: a top-level professional category, as the directories' sector filters offer it. */
export const ProfessionalSector = z.object({ id: z.uuid(), name: z.string() });
export const ProfessionalSectorsResponse = z.object({ items: z.array(ProfessionalSector) });
export type ProfessionalSectorsResponse = z.infer<typeof ProfessionalSectorsResponse>;

export const professionalCategoryEndpoints = {
  /**
   * The sectors alone, in French order: what the network's and the companies' filters offer. The
   * whole tree (`profileEndpoints.categories`, ~40 sectors and ~240 specialities) is ~10 kB gzipped,
   * this ~1 kB, on a page's first load.
   */
  sectors: endpoint('GET', '/professional-categories/sectors', {
    response: ProfessionalSectorsResponse,
    access: 'public',
    tag: 'profiles',
  }),
};

export const adminProfessionalCategoryEndpoints = {
  list: endpoint('GET', '/admin/professional-categories', {
    query: AdminProfessionalCategoriesQuery,
    response: AdminProfessionalCategoriesResponse,
    access: proAccess,
  }),
  ...adminItemEndpoints({
    path: '/admin/professional-categories',
    itemPath: '/admin/professional-categories/:categoryId',
    params: CategoryParams,
    createBody: ProfessionalCategoryBody,
    updateBody: ProfessionalCategoryBody,
    item: AdminProfessionalCategory,
    access: proAccess,
    removed: CategoryDeleted,
  }),
};

// Content categories ----------------------------------------------------------------------------------

/** `content`: the kinds of article (content_categories); `blog`: the blog's and events' subjects. */
export const contentCategoryKinds = ['content', 'blog'] as const;
export type ContentCategoryKind = (typeof contentCategoryKinds)[number];

export const ContentCategoryBody = z.object({
  kind: z.enum(contentCategoryKinds, { error: 'admin.categories.validation.kind' }),
  name: nameField,
});
export type ContentCategoryBody = z.infer<typeof ContentCategoryBody>;

export const ContentCategoryRenameBody = z.object({ name: nameField });

export const AdminContentCategory = z.object({
  id: z.uuid(),
  kind: z.enum(contentCategoryKinds),
  name: z.string(),
  /** The blog's categories have a slug (their filter's address); content categories none. */
  slug: z.string().nullable(),
});
export type AdminContentCategory = z.infer<typeof AdminContentCategory>;

export const AdminContentCategoriesResponse = z.object({ items: z.array(AdminContentCategory) });

export const ContentCategoryParams = z.object({
  categoryKind: z.enum(contentCategoryKinds, { error: 'errors.not_found' }),
  categoryId: z.uuid({ error: 'errors.not_found' }),
});

export const ContentCategory = z.object({ id: z.uuid(), name: z.string() });
export const ContentCategoriesResponse = z.object({ items: z.array(ContentCategory) });

const contentAccess = { ability: 'pages.edit' } as const;

export const contentCategoryEndpoints = {
  /** The kinds of article by name (a few dozen), for the blog's editor. */
  list: endpoint('GET', '/content-categories', { response: ContentCategoriesResponse, access: 'public' }),
};

export const adminContentCategoryEndpoints = {
  list: endpoint('GET', '/admin/content-categories', {
    response: AdminContentCategoriesResponse,
    access: contentAccess,
  }),
  ...adminItemEndpoints({
    path: '/admin/content-categories',
    itemPath: '/admin/content-categories/:categoryKind/:categoryId',
    params: ContentCategoryParams,
    createBody: ContentCategoryBody,
    updateBody: ContentCategoryRenameBody,
    item: AdminContentCategory,
    access: contentAccess,
  }),
};

export const categoryLogActions = [
  'category_created',
  'category_updated',
  'category_deleted',
  'content_category_created',
  'content_category_updated',
  'content_category_deleted',
] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof categoryLogActions> {}
}
