import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { blankToUndefined } from './blank';
import { directoryPage, directoryPageOf } from './directory';
import { TenderBody } from './tender-form';
import {
  confidentialityLevels,
  contractDurations,
  depositModes,
  entityTypes,
  TenderStatus,
  tenderIssuerKinds,
  tenderLimits,
  tenderSectors,
  tenderStatuses,
  tenderTypes,
} from './tender-values';

const l = tenderLimits;

/*
 * Calls for tenders (002 §2 "Calls for tenders", §3 appels_offres and appels_offres_fichiers, §4 statuses,
 * §5 the form and files, §6, §7 "Tenders", §8, §9; plans/002 C2). The API lives under `/api/v1/tenders`
 * and `/api/v1/tender-files`; the pages under `/appels-offres`.
 */
// The values and the form live in their own files; they are part of this contract.
export * from './tender-form';
export * from './tender-values';

export const TenderParams = z.object({ tenderId: z.uuid({ error: 'tenders.invalidId' }) });
export const TenderFileParams = z.object({ fileId: z.uuid({ error: 'tenders.invalidId' }) });

/** The list's filters (002 §2, §7), all applied in SQL. */
export const TenderListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'tenders.validation.tooLong' }).optional(),
  ),
  secteur: z.preprocess(blankToUndefined, z.enum(tenderSectors).optional()),
  typeEntite: z.preprocess(blankToUndefined, z.enum(entityTypes).optional()),
  location: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'tenders.validation.tooLong' }).optional(),
  ),
  /** Default `publie` (002 §9); `tous` lists every readable status. Drafts only in `mine`. */
  statut: z.preprocess(blankToUndefined, z.enum([...tenderStatuses, 'tous']).default('publie')),
  /** 'Mes appels d'offres': the actor's own tenders, drafts included. */
  mine: z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean().default(false),
  ),
  page: directoryPage(l),
});
export type TenderListQuery = z.input<typeof TenderListQuery>;

/** A card of the list. */
export const TenderCard = z.object({
  id: z.uuid(),
  titre: z.string(),
  organismeEmetteur: z.string().nullable(),
  typeAppelOffres: z.enum(tenderTypes),
  secteur: z.string().nullable(),
  localisation: z.string().nullable(),
  resume: z.string().nullable(),
  statut: TenderStatus,
  niveauConfidentialite: z.enum(confidentialityLevels),
  dateLimiteCandidature: z.iso.datetime({ offset: true }),
  datePublication: z.iso.datetime({ offset: true }).nullable(),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TenderCard = z.infer<typeof TenderCard>;

export const TenderPage = directoryPageOf(TenderCard);
export type TenderPage = z.infer<typeof TenderPage>;

/** An annex as listed on the detail; its bytes only through a signed link. */
export const TenderFile = z.object({
  id: z.uuid(),
  nomOriginal: z.string(),
  tailleBytes: z.number().int(),
  typeMime: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  canDelete: z.boolean(),
});
export type TenderFile = z.infer<typeof TenderFile>;

/** Every field, the annexes and what the viewer may do. */
export const TenderDetail = TenderCard.extend({
  numeroReference: z.string().nullable(),
  typeEntite: z.enum(entityTypes).nullable(),
  /** The directory's company that issues it (`entite_type` 'entreprise', `entite_id`), while it is listed. */
  entite: z
    .object({
      type: z.enum(tenderIssuerKinds),
      id: z.uuid(),
      nom: z.string(),
      logoUrl: z.string().nullable(),
    })
    .nullable(),
  dateSelection: z.iso.datetime({ offset: true }).nullable(),
  countryCode: z.string().nullable(),
  description: z.string().nullable(),
  contexte: z.string().nullable(),
  objectifs: z.string().nullable(),
  exigencesTechniques: z.string().nullable(),
  criteresEligibilite: z.string().nullable(),
  criteresEvaluation: z.string().nullable(),
  dureeContrat: z.enum(contractDurations).nullable(),
  dureeContratPersonnalisee: z.string().nullable(),
  montantEstime: z.number().nullable(),
  modeDepot: z.enum(depositModes),
  formatAttendu: z.string().nullable(),
  nombreExemplaires: z.number().int().nullable(),
  documentsRequis: z.string().nullable(),
  dateLimiteQuestions: z.iso.datetime({ offset: true }).nullable(),
  modalitesPaiement: z.string().nullable(),
  contactNom: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactTelephone: z.string().nullable(),
  canalQuestions: z.string().nullable(),
  estPublic: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
  files: z.array(TenderFile),
  isOwner: z.boolean(),
  /** Publier / Dépublier / Modifier / Supprimer and the annexes' upload (the owner; admins moderate). */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canUnpublish: z.boolean(),
});
export type TenderDetail = z.infer<typeof TenderDetail>;

/** The feed sidebar's box (002 §7 "Tenders sidebar"). */
export const TenderTeaser = z.object({
  id: z.uuid(),
  titre: z.string(),
  organismeEmetteur: z.string().nullable(),
  localisation: z.string().nullable(),
  datePublication: z.iso.datetime({ offset: true }).nullable(),
});
export type TenderTeaser = z.infer<typeof TenderTeaser>;

/** A signed download link of an annex (HMAC over the file id and expiry; 3600 s). */
export const TenderFileLink = z.object({ url: z.string(), expiresAt: z.iso.datetime({ offset: true }) });

/** The signed link's query; missing or wrong values answer 403, never a 400 that names the rule. */
export const TenderFileDownloadQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});

// ---------------------------------------------------------------------------------------------
// Registries

export const tenderNotificationTypes = ['tender_created', 'tender_deadline_reminder'] as const;
export const tenderLogActions = ['tender_deleted_by_admin', 'tender_unpublished_by_admin'] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const tenderAbilities = {
  /** See any call for tenders, unpublish or delete it (plans/002 C2: moderation). */
  'tenders.moderate': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof tenderAbilities> {}
  interface NotificationTypes extends Registered<typeof tenderNotificationTypes> {}
  interface LogActions extends Registered<typeof tenderLogActions> {}
}

/** The endpoints of the calls for tenders (under `/api/v1`). */
export const tenderEndpoints = {
  /** Readable tenders, newest first, 12 a page, every filter in SQL; `mine` for the actor's own. */
  list: endpoint('GET', '/tenders', { query: TenderListQuery, response: TenderPage, access: 'public' }),
  /** The feed sidebar: the 3 latest published public tenders. */
  latest: endpoint('GET', '/tenders/latest', {
    response: z.object({ items: z.array(TenderTeaser) }),
    access: 'public',
  }),
  /** A new tender (a draft unless `statut` says otherwise). */
  create: endpoint('POST', '/tenders', {
    body: TenderBody,
    response: TenderDetail,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  /** One tender: a draft or a confidential one only to its owner and admins (404 otherwise). */
  get: endpoint('GET', '/tenders/:tenderId', {
    params: TenderParams,
    response: TenderDetail,
    access: 'public',
  }),
  /** The owner saves a step or the whole form (403 `tender_forbidden` otherwise). */
  update: endpoint('PATCH', '/tenders/:tenderId', {
    params: TenderParams,
    body: TenderBody,
    response: TenderDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** brouillon → publie (the owner). */
  publish: endpoint('POST', '/tenders/:tenderId/publish', {
    params: TenderParams,
    response: TenderDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** publie, archive or termine → brouillon (the owner, or an admin moderating). */
  unpublish: endpoint('POST', '/tenders/:tenderId/unpublish', {
    params: TenderParams,
    response: TenderDetail,
    access: 'member',
    limit: 'edit',
  }),
  remove: endpoint('DELETE', '/tenders/:tenderId', {
    params: TenderParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** An annex (field `file`: pdf, doc, docx, xls, xlsx or zip by its bytes, 10 MB); the owner. */
  uploadFile: endpoint('POST', '/tenders/:tenderId/files', {
    params: TenderParams,
    multipart: true,
    response: TenderFile,
    status: 201,
    access: 'member',
    limit: 'upload',
  }),
  /** Its uploader only. */
  removeFile: endpoint('DELETE', '/tender-files/:fileId', {
    params: TenderFileParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** A signed link valid 3600 s, for whoever may see the tender now (visitors for public ones). */
  fileLink: endpoint('GET', '/tender-files/:fileId/link', {
    params: TenderFileParams,
    response: TenderFileLink,
    access: 'public',
  }),
  /** The bytes, against a valid signature, to whoever may still see the tender. */
  download: endpoint('GET', '/tender-files/:fileId/download', {
    params: TenderFileParams,
    query: TenderFileDownloadQuery,
    response: z.string().describe('The annex (its own type)'),
    access: 'public',
  }),
};
