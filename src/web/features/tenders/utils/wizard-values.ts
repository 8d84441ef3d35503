import {
  consistencyIssues,
  publishIssues,
  TenderBody,
  type TenderDetail,
  type TenderFields,
  type TenderStatus,
  tenderStepFields,
  tenderSteps,
} from '../../../../common/contracts/tenders';

/* The wizard's form values (002 §5): read from a tender, written back as a body, and checked per step. */

export type Field = keyof TenderFields;

/** The form's values: every field as its input holds it (text; dates as `datetime-local`). */
export type Values = Record<Exclude<Field, 'statut'>, string> & { statut: TenderStatus };

/** `YYYY-MM-DDTHH:mm` in the browser's time, for a `datetime-local` input. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
export const fromLocalInput = (value: string): string => {
  if (!value) return '';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};

export const valuesOf = (tender: TenderDetail | undefined): Values => ({
  titre: tender?.titre ?? '',
  numeroReference: tender?.numeroReference ?? '',
  organismeEmetteur: tender?.organismeEmetteur ?? '',
  typeAppelOffres: tender?.typeAppelOffres ?? 'service',
  typeEntite: tender?.typeEntite ?? '',
  entiteType: tender?.entite?.type ?? '',
  entiteId: tender?.entite?.id ?? '',
  secteur: tender?.secteur ?? '',
  localisation: tender?.localisation ?? '',
  dateLimiteCandidature: toLocalInput(tender?.dateLimiteCandidature ?? null),
  resume: tender?.resume ?? '',
  description: tender?.description ?? '',
  niveauConfidentialite: tender?.niveauConfidentialite ?? 'public',
  statut: tender?.statut ?? 'brouillon',
  contexte: tender?.contexte ?? '',
  objectifs: tender?.objectifs ?? '',
  exigencesTechniques: tender?.exigencesTechniques ?? '',
  criteresEligibilite: tender?.criteresEligibilite ?? '',
  criteresEvaluation: tender?.criteresEvaluation ?? '',
  dureeContrat: tender?.dureeContrat ?? '',
  dureeContratPersonnalisee: tender?.dureeContratPersonnalisee ?? '',
  budgetMin: tender?.budgetMin?.toString() ?? '',
  budgetMax: tender?.budgetMax?.toString() ?? '',
  modeDepot: tender?.modeDepot ?? 'en_ligne',
  formatAttendu: tender?.formatAttendu ?? '',
  nombreExemplaires: tender?.nombreExemplaires?.toString() ?? '',
  documentsRequis: tender?.documentsRequis ?? '',
  dateLimiteQuestions: toLocalInput(tender?.dateLimiteQuestions ?? null),
  dateSelection: toLocalInput(tender?.dateSelection ?? null),
  modalitesPaiement: tender?.modalitesPaiement ?? '',
  contactNom: tender?.contactNom ?? '',
  contactEmail: tender?.contactEmail ?? '',
  contactTelephone: tender?.contactTelephone ?? '',
  canalQuestions: tender?.canalQuestions ?? '',
});

/** The body the contract reads: it turns blanks into nulls and checks each choice itself. */
export const bodyOf = (values: Values, statut: TenderStatus): TenderBody =>
  ({
    ...values,
    statut,
    dateLimiteCandidature: fromLocalInput(values.dateLimiteCandidature),
    dateLimiteQuestions: fromLocalInput(values.dateLimiteQuestions),
    dateSelection: fromLocalInput(values.dateSelection),
  }) as TenderBody;

export interface Issue {
  path: string;
  key: string;
}

/**
 * The contract's rules for some fields: a draft's (title, deadline, formats, the cross-field rules),
 * and for publishing everything the form marks required (plan C2 FLAW 2).
 */
export const issuesOf = (
  values: Values,
  statut: TenderStatus,
  fields: readonly Field[],
  publishing: boolean,
) => {
  const parsed = TenderBody.safeParse(bodyOf(values, statut));
  const found: Issue[] = parsed.success
    ? [...(publishing ? publishIssues(parsed.data) : consistencyIssues(parsed.data))]
    : parsed.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), key: issue.message }));
  if (publishing && parsed.success && Date.parse(parsed.data.dateLimiteCandidature) <= Date.now()) {
    found.push({ path: 'dateLimiteCandidature', key: 'tenders.validation.deadlinePast' });
  }
  return found.filter((issue) => (fields as readonly string[]).includes(issue.path));
};

export const allFields = tenderSteps.flatMap((step) => tenderStepFields[step]);
