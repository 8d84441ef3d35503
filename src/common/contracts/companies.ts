import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { blankableText, blankToNull, blankToUndefined } from './blank';
import { directoryPage, directoryPageOf } from './directory';
import { LocationInput, ProfileLocation } from './profiles';

/*
 * The companies directory (002 §2 "Companies directory", §3 african_companies, §4 active flag and the
 * viewing limits, §5 the form, §6 admin-only management, §9 sizes, categories and anti-scraping).
 * The API lives under `/api/v1/companies`, the pages under `/entreprises`, the back-office list at
 * `/admin/companies`.
 */

export const companyLimits = {
  /** 002 §9: 30 a page. */
  pageSize: 30,
  /** Counts stop here (the admin list pages on, the public pager never passes the anti-scraping cap). */
  countCap: 10_000,
  categoriesMax: 7,
  nameMax: 200,
  acronymMax: 50,
  textMax: 200,
  phoneMax: 30,
  urlMax: 500,
  descriptionMax: 5_000,
  queryMax: 100,
  /** Logo: 002 §9 images up to 5 MB, re-encoded at most this wide. */
  logoMaxBytes: 5 * 1024 * 1024,
  logoMaxWidth: 400,
  /** The job form's company picker: from 2 characters, 10 names. */
  pickerQueryMin: 2,
  pickerResults: 10,
  /**
   * Anti-scraping (002 §4, §9), enforced on the server per account and per address. A "session" is a
   * window of 60 minutes of sliding inactivity, capped at 24 hours.
   */
  antiScraping: {
    sessionPagesMax: 10,
    rapid: { count: 3, of: 5, withinMs: 3_000 },
    sequential: { count: 4, of: 5 },
    historySize: 20,
    visiblePagesCap: 10,
    warnPages: 5,
    nearLimitPages: 8,
    rateInitial: 100,
    rateWarnBelow: 50,
    idleMs: 60 * 60_000,
    windowMaxMs: 24 * 60 * 60_000,
  },
} as const;

const l = companyLimits;

/** Company sizes, verbatim (002 §9). */
export const companySizes = [
  'Micro-entreprise (1-9 salariés)',
  'Petite entreprise (10-49 salariés)',
  'Moyenne entreprise (50-249 salariés)',
  'Grande entreprise (250+ salariés)',
  'Groupe / Multinationale',
  'Structure atypique',
] as const;
export const CompanySize = z.enum(companySizes, { error: 'companies.validation.size' });

export const companyPath = (id: string) => `/entreprises/${id}`;

const optionalText = (max: number) => blankableText(max, 'companies.validation.tooLong');
const optionalUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: 'companies.validation.url' })
    .max(l.urlMax, { error: 'companies.validation.tooLong' })
    .nullable()
    .default(null),
);

/** The company form (002 §5): the name and a place (a city and a country) are required. */
export const CompanyBody = z.object({
  nom: z
    .string({ error: 'companies.validation.nameRequired' })
    .trim()
    .min(1, { error: 'companies.validation.nameRequired' })
    .max(l.nameMax, { error: 'companies.validation.tooLong' }),
  sigle: optionalText(l.acronymMax),
  taille: z.preprocess(blankToNull, CompanySize.nullable().default(null)),
  effectif: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number({ error: 'companies.validation.headcount' })
      .int({ error: 'companies.validation.headcount' })
      .min(0, { error: 'companies.validation.headcount' })
      .max(10_000_000, { error: 'companies.validation.headcount' })
      .nullable()
      .default(null),
  ),
  siteWeb: optionalUrl,
  linkedin: optionalUrl,
  email: z.preprocess(
    blankToNull,
    z.email({ error: 'companies.validation.email' }).max(254).nullable().default(null),
  ),
  telephone: optionalText(l.phoneMax),
  fax: optionalText(l.phoneMax),
  /** The street, free text (there is no geocoder offline). */
  adresse: optionalText(l.textMax),
  codePostal: optionalText(20),
  /** The city, picked from the offline city list (its coordinates are the city's). */
  place: z.preprocess(
    (value) => value ?? undefined,
    LocationInput.optional().refine((value) => value !== undefined, {
      error: 'companies.validation.address',
    }),
  ),
  description: optionalText(l.descriptionMax),
  categoryIds: z
    .array(z.uuid())
    .max(l.categoriesMax, { error: 'companies.validation.categoriesMax' })
    .default([]),
  active: z.boolean().default(true),
});
export type CompanyBody = z.input<typeof CompanyBody>;

export const CompanyParams = z.object({ id: z.uuid({ error: 'companies.invalidId' }) });

export const CompanyListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'companies.validation.tooLong' }).optional(),
  ),
  /** ISO country code. */
  country: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'companies.validation.country' })
      .optional(),
  ),
  categoryId: z.preprocess(blankToUndefined, z.uuid().optional()),
  taille: z.preprocess(blankToUndefined, CompanySize.optional()),
  page: directoryPage(l),
});
export type CompanyListQuery = z.input<typeof CompanyListQuery>;

export const CompanyAdminListQuery = CompanyListQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(['active', 'inactive']).optional()),
});
export type CompanyAdminListQuery = z.input<typeof CompanyAdminListQuery>;

export const CompanyPickerQuery = z.object({
  q: z.string().trim().max(l.queryMax, { error: 'companies.validation.tooLong' }).default(''),
});

export const CompanyCategory = z.object({ id: z.uuid(), name: z.string() });

export const CompanyCard = z.object({
  id: z.uuid(),
  nom: z.string(),
  sigle: z.string().nullable(),
  taille: z.string().nullable(),
  ville: z.string().nullable(),
  pays: z.string().nullable(),
  countryCode: z.string().nullable(),
  logoUrl: z.string().nullable(),
  active: z.boolean(),
  categories: z.array(CompanyCategory),
  createdAt: z.iso.datetime(),
});
export type CompanyCard = z.infer<typeof CompanyCard>;

export const CompanyDetail = CompanyCard.extend({
  effectif: z.number().int().nullable(),
  siteWeb: z.string().nullable(),
  linkedin: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  fax: z.string().nullable(),
  adresse: z.string().nullable(),
  codePostal: z.string().nullable(),
  place: ProfileLocation.nullable(),
  description: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  canManage: z.boolean(),
});
export type CompanyDetail = z.infer<typeof CompanyDetail>;

/** What the viewing limits say of this visit (002 §9): the web shows the warnings. */
export const DirectoryMeta = z.object({
  pagesViewed: z.number().int(),
  rateRemaining: z.number().int(),
  warning: z.enum(['many_pages', 'near_limit']).nullable(),
  /** Admins are exempt: no counting at all. */
  exempt: z.boolean(),
});
export type DirectoryMeta = z.infer<typeof DirectoryMeta>;

/** `totalPages`: the pages the pager may show, at most 10 while under the limit (002 §9), the real count for admins. */
export const CompanyPage = directoryPageOf(CompanyCard).extend({
  meta: DirectoryMeta,
});
export type CompanyPage = z.infer<typeof CompanyPage>;

/** The job form's picker: an active company's name and logo. */
export const CompanyPick = z.object({
  id: z.uuid(),
  nom: z.string(),
  logoUrl: z.string().nullable(),
});
export type CompanyPick = z.infer<typeof CompanyPick>;

export const CompanyActiveBody = z.object({ active: z.boolean() });

/** The company map's filters (001 §2.14): a professional category (a sector takes its specialities) and a country. */
export const CompanyMapQuery = CompanyListQuery.pick({ categoryId: true, country: true });
export type CompanyMapQuery = z.input<typeof CompanyMapQuery>;

/** One company on the map: where it is and what its marker says; the card is read on click. */
export const CompanyMapPoint = z.object({
  id: z.uuid(),
  nom: z.string(),
  lat: z.number(),
  lng: z.number(),
  ville: z.string().nullable(),
  pays: z.string().nullable(),
  active: z.boolean(),
});
export type CompanyMapPoint = z.infer<typeof CompanyMapPoint>;

/** The company map (001 §2.14, §7.4): every placed company matching the filters, in one answer. */
export const CompanyMap = z.object({
  points: z.array(CompanyMapPoint),
  /** Matching companies with no coordinates (no place picked): not on the map, counted. */
  unplaced: z.number().int().min(0),
  /** The filter's options, from the data: categories linked to at least one company, countries present. */
  categories: z.array(CompanyCategory.extend({ parentId: z.uuid().nullable() })),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): OpenStreetMap unless the install sets others. */
  tiles: z.object({ url: z.string(), attribution: z.string() }),
});
export type CompanyMap = z.infer<typeof CompanyMap>;

// ---------------------------------------------------------------------------------------------
// Registries

export const companyNotificationTypes = ['company_created'] as const;
export const companyLogActions = [
  'company_created',
  'company_updated',
  'company_deleted',
  'company_activated',
  'company_deactivated',
] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const companyAbilities = {
  /** The companies directory: create, edit, delete, activate; exempt from its viewing limits (002 §6). */
  'companies.manage': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof companyAbilities> {}
  interface NotificationTypes extends Registered<typeof companyNotificationTypes> {}
  interface LogActions extends Registered<typeof companyLogActions> {}
}

const manage = { ability: 'companies.manage' } as const;

/** The endpoints of the directory (under `/api/v1`). */
export const companyEndpoints = {
  /** Active companies by name, 30 a page, filters in SQL, under the viewing limits (admins exempt). */
  list: endpoint('GET', '/companies', { query: CompanyListQuery, response: CompanyPage, access: 'public' }),
  /** The job form's picker: members, from 2 characters, counted by the viewing limits. */
  pick: endpoint('GET', '/companies/names', {
    query: CompanyPickerQuery,
    response: z.object({ items: z.array(CompanyPick) }),
    access: 'member',
  }),
  /** One company; an inactive one is 'Entreprise non disponible' (404) to all but admins. */
  get: endpoint('GET', '/companies/:id', {
    params: CompanyParams,
    response: CompanyDetail,
    access: 'public',
  }),
  /** Every company, inactive ones included (the back office list). */
  adminList: endpoint('GET', '/companies/all', {
    query: CompanyAdminListQuery,
    response: CompanyPage,
    access: manage,
  }),
  /** The company map of the back office (001 §2.14): placed companies, inactive ones included. */
  map: endpoint('GET', '/companies/map', { query: CompanyMapQuery, response: CompanyMap, access: manage }),
  create: endpoint('POST', '/companies', {
    body: CompanyBody,
    response: CompanyDetail,
    status: 201,
    access: manage,
  }),
  update: endpoint('PATCH', '/companies/:id', {
    params: CompanyParams,
    body: CompanyBody,
    response: CompanyDetail,
    access: manage,
  }),
  setActive: endpoint('PATCH', '/companies/:id/active', {
    params: CompanyParams,
    body: CompanyActiveBody,
    response: CompanyDetail,
    access: manage,
  }),
  /** The logo (field `file`: JPEG, PNG or WebP, 5 MB), re-encoded. */
  uploadLogo: endpoint('PUT', '/companies/:id/logo', {
    params: CompanyParams,
    multipart: true,
    response: CompanyDetail,
    access: manage,
  }),
  removeLogo: endpoint('DELETE', '/companies/:id/logo', {
    params: CompanyParams,
    response: CompanyDetail,
    access: manage,
  }),
  remove: endpoint('DELETE', '/companies/:id', {
    params: CompanyParams,
    response: z.null(),
    status: 204,
    access: manage,
  }),
};
