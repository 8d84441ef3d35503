import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';

/*
 * Calls for tenders (002 §2 "Calls for tenders", §3 appels_offres and appels_offres_fichiers, §4 statuses,
 * §5 the form and files, §6, §7 "Tenders", §8, §9; plans/002 C2). The API lives under `/api/v1/tenders`
 * and `/api/v1/tender-files`; the pages under `/appels-offres`.
 */

/** Business constants of the area (002 §9, and the plan's decisions where the spec gives none). */
export const tenderLimits = {
  pageSize: 12,
  /** The list's pager stops here (a filter narrows). */
  countCap: 1_200,
  resumeMax: 500,
  titleMax: 200,
  shortMax: 200,
  textMax: 10_000,
  descriptionMax: 50_000,
  queryMax: 100,
  /** Annexes: 10 MB each, 20 a tender (plan decision), links valid 3600 s (002 §9). */
  fileMaxBytes: 10 * 1024 * 1024,
  filesPerTender: 20,
  signedUrlTtlSeconds: 3600,
  sidebar: 3,
  copiesMin: 1,
  copiesMax: 1000,
  /** Euros; numeric(14,2). */
  budgetMax: 999_999_999_999,
  /** The owner is reminded this many days before the candidature deadline. */
  reminderDays: 3,
} as const;

const l = tenderLimits;

export const tenderStatuses = ['brouillon', 'publie', 'archive', 'termine'] as const;
export const TenderStatus = z.enum(tenderStatuses, { error: 'tenders.validation.required' });
export type TenderStatus = z.infer<typeof TenderStatus>;
/** What visitors and members may read: published, then archived or finished (plan C2 FLAW 4). */
export const listedStatuses = ['publie', 'archive', 'termine'] as const;

export const tenderTypes = ['fourniture', 'service', 'travaux', 'autres'] as const;
export const contractDurations = ['3_mois', '6_mois', '12_mois', 'personnalisee'] as const;
export const depositModes = ['en_ligne', 'papier', 'plateforme_specifique'] as const;
/** `public`: everyone; `prive`: signed-in members; `confidentiel`: the owner and admins only. */
export const confidentialityLevels = ['public', 'prive', 'confidentiel'] as const;
export const entityTypes = ['entreprise', 'gouvernement', 'prive'] as const;
/** What `entite_type` may name: a company of the directory (`entite_id` is its id). */
export const tenderIssuerKinds = ['entreprise'] as const;
/** The 41 sectors of 002 §3 (labels in the catalog: the seeded top-level professional categories). */
export const tenderSectors = [
  'agriculture',
  'agroalimentaire',
  'automobile',
  'aeronautique',
  'btp',
  'biotechnologies',
  'chimie',
  'commerce',
  'communication',
  'conseil',
  'culture',
  'defense',
  'droit',
  'edition',
  'education',
  'energie',
  'environnement',
  'finance',
  'fonction_publique',
  'hotellerie',
  'immobilier',
  'informatique',
  'ingenierie',
  'logistique',
  'luxe',
  'marketing',
  'mecanique',
  'medical',
  'mode',
  'ong',
  'petrole',
  'production',
  'rh',
  'sciences',
  'services_personne',
  'services_entreprises',
  'sport',
  'startups',
  'textile',
  'urbanisme',
  'autre',
] as const;

/** Annexes (002 §5): pdf, doc, docx, xls, xlsx, zip, by their bytes. */
export const tenderFileExtensions = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip'] as const;

export const tenderPath = (id: string) => `/appels-offres/${id}`;

/** Whether the candidature deadline has passed ('Expiré', 002 §4: whatever the status). */
export const isExpired = (deadline: string | null, now: Date = new Date()): boolean =>
  deadline !== null && Date.parse(deadline) < now.getTime();

/** The estimated budget as 002 §9 words it: «min - max €», «À partir de min €», «Jusqu'à max €». */
export const budgetParts = (
  min: number | null,
  max: number | null,
): { kind: 'range' | 'from' | 'upTo'; min?: number; max?: number } | null => {
  if (min !== null && max !== null) return { kind: 'range', min, max };
  if (min !== null) return { kind: 'from', min };
  if (max !== null) return { kind: 'upTo', max };
  return null;
};

/** 'Bytes', 'KB', 'MB' or 'GB' (002 §9). */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number.parseFloat(value.toFixed(2))} ${units[unit]}`;
};

// ---------------------------------------------------------------------------------------------
// The form

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, { error: 'tenders.validation.tooLong' }).nullable().default(null),
  );

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: 'tenders.validation.invalid' }).nullable().default(null));

const optionalMoment = z.preprocess(
  blankToNull,
  z.iso.datetime({ offset: true, error: 'tenders.validation.date' }).nullable().default(null),
);

const optionalAmount = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? null : Number(value.replace(',', '.'))) : value,
  z
    .number({ error: 'tenders.validation.amount' })
    .min(0, { error: 'tenders.validation.amount' })
    .max(l.budgetMax, { error: 'tenders.validation.amount' })
    .multipleOf(0.01, { error: 'tenders.validation.amount' })
    .nullable()
    .default(null),
);

/**
 * The six steps' fields (002 §2, §3; the step of each field is the plan's). A draft needs only the
 * title and the candidature deadline (002 §5); publishing needs the rest of what the form marks
 * required (`publishIssues`). Nothing is ever filled with a placeholder.
 */
export const TenderBody = z.object({
  // Informations
  titre: z
    .string({ error: 'tenders.validation.titleRequired' })
    .trim()
    .min(1, { error: 'tenders.validation.titleRequired' })
    .max(l.titleMax, { error: 'tenders.validation.tooLong' }),
  numeroReference: optionalText(60),
  organismeEmetteur: optionalText(l.shortMax),
  typeAppelOffres: z.enum(tenderTypes, { error: 'tenders.validation.required' }).default('service'),
  typeEntite: optionalEnum(entityTypes),
  /**
   * The platform record that issues the tender (002 §3 `entite_type`, `entite_id`; plan C2 FLAW 7's
   * "possible later link"): a company of the directory, its page linked from the detail. Both or none.
   */
  entiteType: optionalEnum(tenderIssuerKinds),
  entiteId: z.preprocess(
    blankToNull,
    z.uuid({ error: 'tenders.validation.entity' }).nullable().default(null),
  ),
  secteur: optionalEnum(tenderSectors),
  /** "Ville, Pays", picked from the city list or typed; the country code is derived on the server. */
  localisation: optionalText(l.shortMax),
  dateLimiteCandidature: z
    .string({ error: 'tenders.validation.deadlineRequired' })
    .trim()
    .min(1, { error: 'tenders.validation.deadlineRequired' })
    .pipe(z.iso.datetime({ offset: true, error: 'tenders.validation.deadlineRequired' })),
  resume: optionalText(l.resumeMax),
  /** Rich text (the shared editor); the server keeps only the allowlist's tags. */
  description: optionalText(l.descriptionMax),
  niveauConfidentialite: z
    .enum(confidentialityLevels, { error: 'tenders.validation.required' })
    .default('public'),
  /** 'Enregistrer' keeps this status (002 §4); 'Publier' sends `publie`. */
  statut: TenderStatus.default('brouillon'),
  // Objectifs
  contexte: optionalText(l.textMax),
  objectifs: optionalText(l.textMax),
  // Exigences
  exigencesTechniques: optionalText(l.textMax),
  criteresEligibilite: optionalText(l.textMax),
  criteresEvaluation: optionalText(l.textMax),
  dureeContrat: optionalEnum(contractDurations),
  dureeContratPersonnalisee: optionalText(l.shortMax),
  budgetMin: optionalAmount,
  budgetMax: optionalAmount,
  // Modalités
  modeDepot: z.enum(depositModes, { error: 'tenders.validation.required' }).default('en_ligne'),
  formatAttendu: optionalText(l.shortMax),
  /** Paper only (002 §3); dropped for the other modes. */
  nombreExemplaires: z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    z
      .number({ error: 'tenders.validation.copies' })
      .int({ error: 'tenders.validation.copies' })
      .min(l.copiesMin, { error: 'tenders.validation.copies' })
      .max(l.copiesMax, { error: 'tenders.validation.copies' })
      .nullable()
      .default(null),
  ),
  documentsRequis: optionalText(l.textMax),
  dateLimiteQuestions: optionalMoment,
  /** When the candidate is chosen (002 §3 `date_selection`): not before the candidature deadline. */
  dateSelection: optionalMoment,
  modalitesPaiement: optionalText(l.textMax),
  // Contact
  contactNom: optionalText(l.shortMax),
  contactEmail: z.preprocess(
    blankToNull,
    z.email({ error: 'tenders.validation.email' }).max(254).nullable().default(null),
  ),
  contactTelephone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[+\d][\d\s().-]{5,29}$/, { error: 'tenders.validation.phone' })
      .nullable()
      .default(null),
  ),
  canalQuestions: optionalText(l.shortMax),
});
export type TenderBody = z.input<typeof TenderBody>;
export type TenderFields = z.output<typeof TenderBody>;

/** The wizard's steps (002 §2) and the fields each one holds. */
export const tenderSteps = [
  'informations',
  'objectifs',
  'exigences',
  'modalites',
  'contact',
  'annexes',
] as const;
export type TenderStep = (typeof tenderSteps)[number];
export const tenderStepFields: Record<TenderStep, readonly (keyof TenderFields)[]> = {
  informations: [
    'titre',
    'numeroReference',
    'organismeEmetteur',
    'typeAppelOffres',
    'typeEntite',
    'entiteType',
    'entiteId',
    'secteur',
    'localisation',
    'dateLimiteCandidature',
    'resume',
    'description',
    'niveauConfidentialite',
    'statut',
  ],
  objectifs: ['contexte', 'objectifs'],
  exigences: [
    'exigencesTechniques',
    'criteresEligibilite',
    'criteresEvaluation',
    'dureeContrat',
    'dureeContratPersonnalisee',
    'budgetMin',
    'budgetMax',
  ],
  modalites: [
    'modeDepot',
    'formatAttendu',
    'nombreExemplaires',
    'documentsRequis',
    'dateLimiteQuestions',
    'dateSelection',
    'modalitesPaiement',
  ],
  contact: ['contactNom', 'contactEmail', 'contactTelephone', 'canalQuestions'],
  annexes: [],
};

export interface TenderIssue {
  path: keyof TenderFields;
  key: string;
}

/** Rules across fields, for drafts too: the budget's order, the custom duration, the questions' date. */
export const consistencyIssues = (body: TenderFields): TenderIssue[] => {
  const issues: TenderIssue[] = [];
  if (body.budgetMin !== null && body.budgetMax !== null && body.budgetMin > body.budgetMax) {
    issues.push({ path: 'budgetMax', key: 'tenders.validation.budgetOrder' });
  }
  if (body.dureeContrat === 'personnalisee' && !body.dureeContratPersonnalisee) {
    issues.push({ path: 'dureeContratPersonnalisee', key: 'tenders.validation.durationCustom' });
  }
  if (
    body.dateLimiteQuestions !== null &&
    Date.parse(body.dateLimiteQuestions) > Date.parse(body.dateLimiteCandidature)
  ) {
    issues.push({ path: 'dateLimiteQuestions', key: 'tenders.validation.questionsAfterDeadline' });
  }
  if (
    body.dateSelection !== null &&
    Date.parse(body.dateSelection) < Date.parse(body.dateLimiteCandidature)
  ) {
    issues.push({ path: 'dateSelection', key: 'tenders.validation.selectionBeforeDeadline' });
  }
  if ((body.entiteType === null) !== (body.entiteId === null)) {
    issues.push({ path: 'entiteId', key: 'tenders.validation.entity' });
  }
  return issues;
};

/**
 * What publishing needs beyond a draft (plan C2 FLAW 2): the fields the form marks required (type,
 * mode de dépôt, contact name and e-mail, sector, location) and a summary or a description.
 */
export const publishIssues = (body: TenderFields): TenderIssue[] => {
  const issues = consistencyIssues(body);
  const required: (keyof TenderFields)[] = [
    'organismeEmetteur',
    'secteur',
    'localisation',
    'contactNom',
    'contactEmail',
  ];
  for (const path of required) {
    if (body[path] === null) issues.push({ path, key: 'tenders.validation.requiredToPublish' });
  }
  if (!body.resume && !body.description) {
    issues.push({ path: 'resume', key: 'tenders.validation.summaryToPublish' });
  }
  return issues;
};

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
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(l.countCap / l.pageSize)
      .default(1),
  ),
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

export const TenderPage = z.object({
  items: z.array(TenderCard),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  totalCapped: z.boolean(),
});
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

declare module '../registry' {
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
