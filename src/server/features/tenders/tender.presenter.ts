import type { z } from 'zod';
import {
  isListedStatus,
  type TenderBody,
  type TenderCard,
  type TenderDetail,
  type TenderFile,
  type TenderTeaser,
  tenderPath,
} from '../../../common/contracts/tenders';
import { previewOf } from '../../../common/format';
import { htmlToText, sanitizeRichHtml } from '../../lib/sanitize';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import { countryCodeOfText } from '../locations/place-columns';
import { canEdit, canModerate, isOwner } from './tender.policy';
import type * as repo from './tender.repository';

/** How a tender reads in the API and how a form's body is stored (002 §2–§5). */

type Fields = z.output<typeof TenderBody>;

export const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toCard = (row: repo.TenderRow): TenderCard => ({
  id: row.id,
  titre: row.titre,
  organismeEmetteur: row.organismeEmetteur,
  typeAppelOffres: row.typeAppelOffres as TenderCard['typeAppelOffres'],
  secteur: row.secteur,
  localisation: row.localisation,
  resume: row.resume,
  statut: row.statut as TenderCard['statut'],
  niveauConfidentialite: row.niveauConfidentialite as TenderCard['niveauConfidentialite'],
  dateLimiteCandidature: row.dateLimiteCandidature.toISOString(),
  datePublication: iso(row.datePublication),
  budgetMin: row.budgetMin,
  budgetMax: row.budgetMax,
  createdAt: row.createdAt.toISOString(),
});

/** A line of the feed sidebar's latest tenders (002 §7, §9). */
export const toTeaser = (row: repo.TenderRow): TenderTeaser => ({
  id: row.id,
  titre: row.titre,
  organismeEmetteur: row.organismeEmetteur,
  localisation: row.localisation,
  datePublication: iso(row.datePublication),
});

/** The share preview of a public tender's page (DESIGN §4). */
export const toShareMeta = (row: repo.TenderRow, siteName: string): ShareMeta => {
  const text = row.resume ?? (row.description ? htmlToText(row.description) : '');
  const lead = [row.organismeEmetteur, row.localisation].filter(Boolean).join(' · ');
  return {
    title: `${row.titre} | ${siteName}`,
    description: previewOf([lead, text].filter(Boolean).join('. '), 200),
    path: tenderPath(row.id),
  };
};

/** The admins' notice of a newly published tender: its author, title and issuer. */
export const announcementData = (author: Actor, row: repo.TenderRow) => ({
  author_name: displayName(author.profile),
  tender_id: row.id,
  tender_title: previewOf(row.titre, 120),
  organisme: previewOf(row.organismeEmetteur ?? '', 120),
});

/** The owner's deadline reminder's data: the deadline in French and in UTC. */
export const reminderData = (tender: Pick<repo.TenderRow, 'id' | 'titre' | 'dateLimiteCandidature'>) => ({
  tender_id: tender.id,
  tender_title: previewOf(tender.titre, 120),
  deadline: `${tender.dateLimiteCandidature.toLocaleString('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} (UTC)`,
  deadline_utc: tender.dateLimiteCandidature.toISOString(),
});

export const toFile = (row: repo.TenderFileRow, viewer: Actor | null): TenderFile => ({
  id: row.id,
  nomOriginal: row.nomOriginal,
  tailleBytes: row.tailleBytes,
  typeMime: row.typeMime,
  createdAt: row.createdAt.toISOString(),
  canDelete: viewer !== null && viewer.id === row.uploadedBy,
});

/** The tender's page for a viewer, with its annexes and its directory issuer (`entite`). */
export const toDetail = (
  row: repo.TenderRow,
  viewer: Actor | null,
  files: repo.TenderFileRow[],
  entite: TenderDetail['entite'],
): TenderDetail => ({
  ...toCard(row),
  numeroReference: row.numeroReference,
  typeEntite: row.typeEntite as TenderDetail['typeEntite'],
  entite,
  dateSelection: iso(row.dateSelection),
  countryCode: row.countryCode,
  description: row.description,
  contexte: row.contexte,
  objectifs: row.objectifs,
  exigencesTechniques: row.exigencesTechniques,
  criteresEligibilite: row.criteresEligibilite,
  criteresEvaluation: row.criteresEvaluation,
  dureeContrat: row.dureeContrat as TenderDetail['dureeContrat'],
  dureeContratPersonnalisee: row.dureeContratPersonnalisee,
  montantEstime: row.montantEstime,
  modeDepot: row.modeDepot as TenderDetail['modeDepot'],
  formatAttendu: row.formatAttendu,
  nombreExemplaires: row.nombreExemplaires,
  documentsRequis: row.documentsRequis,
  dateLimiteQuestions: iso(row.dateLimiteQuestions),
  modalitesPaiement: row.modalitesPaiement,
  contactNom: row.contactNom,
  contactEmail: row.contactEmail,
  contactTelephone: row.contactTelephone,
  canalQuestions: row.canalQuestions,
  estPublic: row.estPublic,
  updatedAt: row.updatedAt.toISOString(),
  files: files.map((file) => toFile(file, viewer)),
  isOwner: isOwner(viewer, row),
  canEdit: canEdit(viewer, row),
  canDelete: canModerate(viewer, row),
  canUnpublish: canModerate(viewer, row) && isListedStatus(row.statut),
});

/** The stored columns of a body: the rich text cleaned, the paper-only and custom fields dropped. */
export const columnsOf = (body: Fields): Omit<repo.TenderInsert, 'userId'> => {
  const description = body.description ? sanitizeRichHtml(body.description) : null;
  return {
    titre: body.titre,
    numeroReference: body.numeroReference,
    organismeEmetteur: body.organismeEmetteur,
    typeAppelOffres: body.typeAppelOffres,
    typeEntite: body.typeEntite,
    entiteType: body.entiteType,
    entiteId: body.entiteId,
    secteur: body.secteur,
    localisation: body.localisation,
    countryCode: countryCodeOfText(body.localisation),
    dateLimiteCandidature: new Date(body.dateLimiteCandidature),
    resume: body.resume,
    // An editor left with an empty paragraph is no description.
    description: description && htmlToText(description).trim() !== '' ? description : null,
    niveauConfidentialite: body.niveauConfidentialite,
    contexte: body.contexte,
    objectifs: body.objectifs,
    exigencesTechniques: body.exigencesTechniques,
    criteresEligibilite: body.criteresEligibilite,
    criteresEvaluation: body.criteresEvaluation,
    dureeContrat: body.dureeContrat,
    dureeContratPersonnalisee: body.dureeContrat === 'personnalisee' ? body.dureeContratPersonnalisee : null,
    budgetMin: body.budgetMin,
    budgetMax: body.budgetMax,
    montantEstime: body.budgetMax,
    modeDepot: body.modeDepot,
    formatAttendu: body.formatAttendu,
    nombreExemplaires: body.modeDepot === 'papier' ? body.nombreExemplaires : null,
    documentsRequis: body.documentsRequis,
    dateLimiteQuestions: body.dateLimiteQuestions ? new Date(body.dateLimiteQuestions) : null,
    dateSelection: body.dateSelection ? new Date(body.dateSelection) : null,
    modalitesPaiement: body.modalitesPaiement,
    contactNom: body.contactNom,
    contactEmail: body.contactEmail,
    contactTelephone: body.contactTelephone,
    canalQuestions: body.canalQuestions,
  };
};

/** A stored row read back as the form's fields (to check it before the detail's Publier). */
export const fieldsOf = (row: repo.TenderRow): Fields => ({
  titre: row.titre,
  numeroReference: row.numeroReference,
  organismeEmetteur: row.organismeEmetteur,
  typeAppelOffres: row.typeAppelOffres as Fields['typeAppelOffres'],
  typeEntite: row.typeEntite as Fields['typeEntite'],
  entiteType: row.entiteType as Fields['entiteType'],
  entiteId: row.entiteId,
  secteur: row.secteur as Fields['secteur'],
  localisation: row.localisation,
  dateLimiteCandidature: row.dateLimiteCandidature.toISOString(),
  resume: row.resume,
  description: row.description,
  niveauConfidentialite: row.niveauConfidentialite as Fields['niveauConfidentialite'],
  statut: row.statut as Fields['statut'],
  contexte: row.contexte,
  objectifs: row.objectifs,
  exigencesTechniques: row.exigencesTechniques,
  criteresEligibilite: row.criteresEligibilite,
  criteresEvaluation: row.criteresEvaluation,
  dureeContrat: row.dureeContrat as Fields['dureeContrat'],
  dureeContratPersonnalisee: row.dureeContratPersonnalisee,
  budgetMin: row.budgetMin,
  budgetMax: row.budgetMax,
  modeDepot: row.modeDepot as Fields['modeDepot'],
  formatAttendu: row.formatAttendu,
  nombreExemplaires: row.nombreExemplaires,
  documentsRequis: row.documentsRequis,
  dateLimiteQuestions: iso(row.dateLimiteQuestions),
  dateSelection: iso(row.dateSelection),
  modalitesPaiement: row.modalitesPaiement,
  contactNom: row.contactNom,
  contactEmail: row.contactEmail,
  contactTelephone: row.contactTelephone,
  canalQuestions: row.canalQuestions,
});
