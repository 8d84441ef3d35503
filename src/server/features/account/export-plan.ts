/**
 * What 'Télécharger mes données' puts in the ZIP (issue 22 §4): one entry per table holding a member's
 * rows (member-tables.ts finds them from the schema's foreign keys). A table is exported (its rows where
 * one of the `by` columns is the member, all member columns by default; `omit` drops secret columns) or
 * excluded with the reason. `export-coverage.test.ts` fails when a member table has no entry here.
 */
export interface ExportedTable {
  /** The data set's name in the index (French, as the member reads it). */
  label: string;
  /** The member columns that select the rows; every member column of the table when absent. */
  by?: readonly string[];
  /** Columns left out of the file (secrets). */
  omit?: readonly string[];
  /** A boolean column marking deleted rows: those are left out (a deleted message is gone for good). */
  deletedFlag?: string;
}
export interface ExcludedTable {
  excluded: string;
}
export type ExportPlanEntry = ExportedTable | ExcludedTable;

export const isExcluded = (entry: ExportPlanEntry): entry is ExcludedTable => 'excluded' in entry;

export const exportPlan: Record<string, ExportPlanEntry> = {
  users: { label: 'Compte' },
  profiles: { label: 'Profil' },
  account_settings: { label: 'Préférences du compte' },
  experiences: { label: 'CV : expériences' },
  education: { label: 'CV : formations' },
  skills: { label: 'CV : compétences' },
  portfolio_items: { label: 'CV : portfolio' },
  profile_professional_categories: { label: 'Catégories professionnelles' },
  connections: { label: 'Relations' },
  conversations: { label: 'Conversations' },
  messages: { label: 'Messages (envoyés et reçus)', deletedFlag: 'is_deleted' },
  microblog_posts: { label: 'Publications' },
  microblog_comments: { label: 'Commentaires' },
  microblog_likes: { label: 'Mentions « J’aime »' },
  microblog_shares: { label: 'Partages' },
  microblog_media: { label: 'Médias publiés' },
  blog_posts: { label: 'Articles de blog' },
  blog_comments: { label: 'Commentaires sur le blog', deletedFlag: 'is_deleted' },
  blog_post_likes: { label: 'Articles aimés' },
  blog_comment_likes: { label: 'Commentaires de blog aimés' },
  blog_favorites: { label: 'Articles favoris' },
  blog_uploads: { label: 'Images envoyées pour le blog' },
  groups: { label: 'Groupes créés', by: ['created_by'] },
  group_members: { label: 'Groupes rejoints' },
  group_join_requests: { label: 'Demandes d’adhésion à des groupes', by: ['user_id'] },
  job_offers: { label: 'Offres d’emploi publiées' },
  job_search_alerts: { label: 'Alertes emploi' },
  events: { label: 'Événements créés' },
  event_participants: { label: 'Inscriptions à des événements' },
  event_comments: { label: 'Commentaires d’événements' },
  projects: { label: 'Projets créés' },
  project_members: { label: 'Participations à des projets' },
  project_updates: { label: 'Actualités de projets' },
  project_comments: { label: 'Commentaires de projets' },
  appels_offres: { label: 'Appels d’offres' },
  appels_offres_fichiers: { label: 'Fichiers d’appels d’offres' },
  mentors: { label: 'Profil de mentor' },
  mentorship_requests: { label: 'Demandes de mentorat' },
  mentor_reviews: { label: 'Avis laissés à des mentors' },
  testimonials: { label: 'Témoignages' },
  contact_messages: { label: 'Messages envoyés au contact' },
  payments: { label: 'Paiements' },
  subscriptions: { label: 'Abonnements' },
  reports: { label: 'Signalements envoyés', by: ['reporter_id'] },
  profile_privacy: { label: 'Paramètres de confidentialité' },
  search_recent: { label: 'Recherches récentes' },
  // The member's own blocks only: who blocked them is the other member's business.
  blocks: { label: 'Membres bloqués', by: ['blocker_id'] },
  rule_executions: { label: 'Rappels reçus' },
  notifications: { label: 'Notifications' },
  notification_preferences: { label: 'Préférences de notification' },
  logs: { label: 'Journal d’activité' },
  sessions: { label: 'Sessions ouvertes', omit: ['token'] },
  // The devices, not their encryption keys (secrets of the browser's subscription).
  push_subscriptions: { label: 'Appareils recevant les notifications push', omit: ['p256dh', 'auth'] },
  accounts: {
    excluded: 'Identifiants de connexion : empreinte du mot de passe et jetons, secrets jamais exportés.',
  },
  known_devices: {
    excluded: 'Empreintes des navigateurs déjà connus (un secret de cookie haché) : rien de lisible.',
  },
  two_factors: {
    excluded: 'Le secret de l’application d’authentification (chiffré) : un secret, jamais exporté.',
  },
  recovery_codes: {
    excluded: 'Codes de secours, gardés seulement sous forme d’empreintes : rien de lisible.',
  },
  trusted_devices: {
    excluded:
      'Appareils mémorisés pour la double authentification : des empreintes de cookie, rien de lisible.',
  },
  auth_challenges: {
    excluded:
      'Étapes de connexion en cours (quelques minutes) : des défis techniques, sans donnée du membre.',
  },
  passkeys: { label: 'Clés d’accès', omit: ['credential_id', 'public_key', 'counter'] },
  data_exports: { excluded: 'Les exports eux-mêmes : techniques, sans donnée du membre.' },
};
