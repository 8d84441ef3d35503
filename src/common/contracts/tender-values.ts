import { z } from 'zod';

/* The values of the calls for tenders (002 §3, §9): limits, statuses, types, sectors and their helpers. */

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

const _l = tenderLimits;

export const tenderStatuses = ['brouillon', 'publie', 'archive', 'termine'] as const;
export const TenderStatus = z.enum(tenderStatuses, { error: 'tenders.validation.required' });
export type TenderStatus = z.infer<typeof TenderStatus>;
/** What visitors and members may read: published, then archived or finished (plan C2 FLAW 4). */
export const listedStatuses = ['publie', 'archive', 'termine'] as const;
/** A status a publication leads to (publie, then archive or termine): the tender is listed. */
export const isListedStatus = (statut: string): boolean =>
  (listedStatuses as readonly string[]).includes(statut);

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
