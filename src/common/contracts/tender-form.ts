import { z } from 'zod';
import { blankableText, blankToNull } from './blank';
import { boundedMoment } from './dates';
import {
  confidentialityLevels,
  contractDurations,
  depositModes,
  entityTypes,
  TenderStatus,
  tenderIssuerKinds,
  tenderLimits,
  tenderSectors,
  tenderTypes,
} from './tender-values';

/* The six-step form of a call for tenders (002 §5): its body, its steps, and the checks publishing adds. */

const l = tenderLimits;

const optionalText = (max: number) => blankableText(max, 'tenders.validation.tooLong');

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: 'tenders.validation.invalid' }).nullable().default(null));

const optionalMoment = z.preprocess(
  blankToNull,
  boundedMoment('tenders.validation.date').nullable().default(null),
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
    .pipe(boundedMoment('tenders.validation.deadlineRequired')),
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
