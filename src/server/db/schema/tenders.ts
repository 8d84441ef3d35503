import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * Calls for tenders (002 §3 `appels_offres`, the spec's column names). A draft holds what its owner
 * typed so far (only `titre` and `date_limite_candidature` are required); publishing checks the rest in
 * the service. `localisation` reads "Ville, Pays" and `country_code` is derived from it. `description`
 * is sanitised rich text. `rappel_envoye_at` marks the deadline reminder sent to the owner (never twice).
 * The folded `search_text` and `search_place` columns and their trigram indexes are hand-written at the
 * end of the area's migration.
 */
export const appelsOffres = pgTable(
  'appels_offres',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    titre: text('titre').notNull(),
    numeroReference: text('numero_reference'),
    organismeEmetteur: text('organisme_emetteur'),
    dateLimiteCandidature: column.timestampTz('date_limite_candidature').notNull(),
    typeAppelOffres: text('type_appel_offres').notNull().default('service'),
    resume: text('resume'),
    contexte: text('contexte'),
    objectifs: text('objectifs'),
    exigencesTechniques: text('exigences_techniques'),
    criteresEligibilite: text('criteres_eligibilite'),
    criteresEvaluation: text('criteres_evaluation'),
    dureeContrat: text('duree_contrat'),
    dureeContratPersonnalisee: text('duree_contrat_personnalisee'),
    budgetMin: numeric('budget_min', { precision: 14, scale: 2, mode: 'number' }),
    budgetMax: numeric('budget_max', { precision: 14, scale: 2, mode: 'number' }),
    /** Set from `budget_max` on every save (002 §3). */
    montantEstime: numeric('montant_estime', { precision: 14, scale: 2, mode: 'number' }),
    modeDepot: text('mode_depot').notNull().default('en_ligne'),
    documentsRequis: text('documents_requis'),
    formatAttendu: text('format_attendu'),
    nombreExemplaires: integer('nombre_exemplaires'),
    contactNom: text('contact_nom'),
    contactEmail: text('contact_email'),
    contactTelephone: text('contact_telephone'),
    canalQuestions: text('canal_questions'),
    dateLimiteQuestions: column.timestampTz('date_limite_questions'),
    secteur: text('secteur'),
    localisation: text('localisation'),
    countryCode: text('country_code'),
    description: text('description'),
    niveauConfidentialite: text('niveau_confidentialite').notNull().default('public'),
    statut: text('statut').notNull().default('brouillon'),
    estPublic: boolean('est_public').notNull().default(false),
    typeEntite: text('type_entite'),
    /** Kept from 002 §3 with no editor yet (plan C2 FLAW 7). */
    entiteType: text('entite_type'),
    entiteId: uuid('entite_id'),
    modalitesPaiement: text('modalites_paiement'),
    datePublication: column.timestampTz('date_publication'),
    dateSelection: column.timestampTz('date_selection'),
    rappelEnvoyeAt: column.timestampTz('rappel_envoye_at'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The public list: readable tenders newest first by status (ascending, read backwards: see feed.ts),
    // partial on what the list may ever show.
    index('appels_offres_listed_idx')
      .on(t.statut, t.createdAt, t.id)
      .where(sql`${t.estPublic} and ${t.niveauConfidentialite} <> 'confidentiel'`),
    index('appels_offres_sector_idx')
      .on(t.secteur, t.statut, t.createdAt, t.id)
      .where(sql`${t.estPublic} and ${t.niveauConfidentialite} <> 'confidentiel'`),
    index('appels_offres_entity_idx')
      .on(t.typeEntite, t.statut, t.createdAt, t.id)
      .where(sql`${t.estPublic} and ${t.niveauConfidentialite} <> 'confidentiel'`),
    index('appels_offres_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The deadline reminder's walk: published tenders not yet reminded.
    index('appels_offres_reminder_idx')
      .on(t.dateLimiteCandidature)
      .where(sql`${t.statut} = 'publie' and ${t.rappelEnvoyeAt} is null`),
    check('appels_offres_statut_check', sql`${t.statut} in ('brouillon', 'publie', 'archive', 'termine')`),
    check(
      'appels_offres_type_check',
      sql`${t.typeAppelOffres} in ('fourniture', 'service', 'travaux', 'autres')`,
    ),
    check(
      'appels_offres_mode_depot_check',
      sql`${t.modeDepot} in ('en_ligne', 'papier', 'plateforme_specifique')`,
    ),
    check(
      'appels_offres_niveau_check',
      sql`${t.niveauConfidentialite} in ('public', 'prive', 'confidentiel')`,
    ),
    check(
      'appels_offres_budget_check',
      sql`${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}`,
    ),
  ],
);

/**
 * An annex (002 §3 `appels_offres_fichiers`) in the private bucket `appels-offres-files` under
 * `{userId}/{tenderId}/{nom_fichier}`; read only through a signed link checked against the reader.
 */
export const appelsOffresFichiers = pgTable(
  'appels_offres_fichiers',
  {
    id: column.primaryId(),
    appelOffreId: column.cascadeRef('appel_offre_id', () => appelsOffres.id),
    nomFichier: text('nom_fichier').notNull(),
    nomOriginal: text('nom_original').notNull(),
    tailleBytes: integer('taille_bytes').notNull(),
    typeMime: text('type_mime').notNull(),
    cheminStorage: text('chemin_storage').notNull(),
    uploadedBy: column.cascadeRef('uploaded_by', () => profiles.id),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('appels_offres_fichiers_tender_idx').on(t.appelOffreId, t.createdAt),
    index('appels_offres_fichiers_uploaded_by_idx').on(t.uploadedBy),
  ],
);
