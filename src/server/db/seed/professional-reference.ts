/**
 * Reference data of member profiles (000 §3): the professional statuses and the two-level category
 * tree. The sectors are the 40 of 002 §3 (plus "Autre"), each with the specialities the diaspora's
 * members most often practise. Seeded when missing: an admin's later edits are never overwritten.
 */

export const professionalStatusSeed: { label: string; description: string }[] = [
  { label: 'Salarié(e)', description: 'En poste dans une entreprise ou une organisation' },
  { label: 'Indépendant(e) / Freelance', description: 'Travaille à son compte pour des clients' },
  { label: 'Entrepreneur(e)', description: 'Crée ou développe sa propre entreprise' },
  { label: "Dirigeant(e) d'entreprise", description: 'Dirige une entreprise ou une organisation' },
  { label: 'Cadre dirigeant(e)', description: 'Membre du comité de direction' },
  { label: 'Consultant(e)', description: 'Conseille des organisations, en cabinet ou en indépendant' },
  { label: 'Fonctionnaire', description: 'Agent de la fonction publique' },
  { label: 'Profession libérale', description: 'Avocat, médecin, architecte, expert-comptable…' },
  { label: "En recherche d'emploi", description: 'Disponible pour un nouveau poste' },
  { label: 'En reconversion professionnelle', description: 'Change de métier ou de secteur' },
  { label: 'Étudiant(e)', description: 'En formation initiale' },
  { label: 'Jeune diplômé(e)', description: 'Diplômé(e) depuis moins de deux ans' },
  { label: 'En alternance / Apprenti(e)', description: 'Alterne formation et entreprise' },
  { label: 'Stagiaire', description: 'En stage' },
  { label: 'Chercheur(se) / Enseignant(e)-chercheur(se)', description: 'Recherche publique ou privée' },
  { label: 'Bénévole / Engagé(e) associatif(ve)', description: 'Engagé(e) dans une association ou une ONG' },
  { label: 'Retraité(e)', description: 'A quitté la vie active, partage son expérience' },
];

/** Sector (top level) → specialities. Names are French, as members read them. */
export const professionalCategorySeed: { name: string; children: string[] }[] = [
  {
    name: 'Agriculture',
    children: [
      'Agronomie',
      'Élevage',
      'Agroforesterie',
      "Irrigation et gestion de l'eau",
      'Agriculture biologique',
      'Machinisme agricole',
    ],
  },
  {
    name: 'Agroalimentaire',
    children: [
      'Transformation alimentaire',
      'Qualité et sécurité alimentaire',
      'Nutrition',
      'Commerce des matières premières agricoles',
      'Emballage et conditionnement',
    ],
  },
  {
    name: 'Automobile',
    children: [
      'Conception automobile',
      'Maintenance et réparation',
      'Véhicules électriques',
      'Distribution automobile',
      'Pièces détachées',
    ],
  },
  {
    name: 'Aéronautique',
    children: [
      'Ingénierie aéronautique',
      'Maintenance aéronautique',
      'Transport aérien',
      'Spatial et satellites',
      'Navigation aérienne',
    ],
  },
  {
    name: 'BTP',
    children: [
      'Génie civil',
      'Architecture',
      'Conduite de travaux',
      'Topographie',
      "Bureau d'études structure",
      'Second œuvre',
      'Économie de la construction',
    ],
  },
  {
    name: 'Biotechnologies',
    children: [
      'Biologie moléculaire',
      'Bio-informatique',
      'Biotechnologies agricoles',
      'Biotechnologies médicales',
      'Bioprocédés',
    ],
  },
  {
    name: 'Chimie',
    children: [
      'Chimie industrielle',
      'Chimie analytique',
      'Cosmétique',
      'Pharmacie industrielle',
      'Matériaux et polymères',
    ],
  },
  {
    name: 'Commerce',
    children: [
      'Commerce international',
      'Import-export',
      'Grande distribution',
      'E-commerce',
      'Vente et négociation',
      'Achats',
      'Franchise',
    ],
  },
  {
    name: 'Communication',
    children: [
      'Relations presse',
      'Communication institutionnelle',
      'Communication digitale',
      'Événementiel',
      'Journalisme',
      'Audiovisuel',
    ],
  },
  {
    name: 'Conseil',
    children: [
      'Conseil en stratégie',
      'Conseil en management',
      'Audit',
      'Conseil en transformation digitale',
      'Conseil en développement international',
      'Conseil en politiques publiques',
    ],
  },
  {
    name: 'Culture',
    children: [
      'Musique',
      'Arts visuels',
      'Cinéma',
      'Spectacle vivant',
      'Patrimoine et musées',
      'Littérature',
      'Gestion culturelle',
    ],
  },
  {
    name: 'Défense',
    children: [
      'Armée',
      'Sécurité et sûreté',
      'Renseignement',
      'Industrie de défense',
      'Cybersécurité de défense',
    ],
  },
  {
    name: 'Droit',
    children: [
      'Droit des affaires',
      'Droit international',
      'Droit du travail',
      "Droit de l'immigration",
      'Droit fiscal',
      'Propriété intellectuelle',
      'Notariat',
      'Conformité',
    ],
  },
  {
    name: 'Édition',
    children: [
      'Édition de livres',
      'Presse écrite',
      'Traduction',
      'Rédaction et correction',
      'Édition numérique',
    ],
  },
  {
    name: 'Éducation',
    children: [
      'Enseignement primaire',
      'Enseignement secondaire',
      'Enseignement supérieur',
      'Formation professionnelle',
      'Ingénierie pédagogique',
      'EdTech',
      'Orientation',
    ],
  },
  {
    name: 'Énergie',
    children: [
      'Énergies renouvelables',
      'Énergie solaire',
      'Réseaux électriques',
      'Efficacité énergétique',
      'Hydroélectricité',
      'Nucléaire',
    ],
  },
  {
    name: 'Environnement',
    children: [
      'Développement durable',
      'Gestion des déchets',
      'Eau et assainissement',
      'Climat et biodiversité',
      'RSE',
      "Études d'impact",
    ],
  },
  {
    name: 'Finance',
    children: [
      'Banque',
      'Assurance',
      'Microfinance',
      "Finance d'entreprise",
      'Comptabilité',
      'Audit financier',
      'Fintech et mobile money',
      "Gestion d'actifs",
    ],
  },
  {
    name: 'Fonction publique',
    children: [
      'Administration centrale',
      'Collectivités territoriales',
      'Diplomatie',
      'Organisations internationales',
      'Politiques publiques',
    ],
  },
  {
    name: 'Hôtellerie',
    children: ['Hôtellerie', 'Restauration', 'Tourisme', 'Gastronomie', 'Événementiel et réceptions'],
  },
  {
    name: 'Immobilier',
    children: [
      'Promotion immobilière',
      'Gestion locative',
      'Transaction immobilière',
      'Expertise immobilière',
      'Facility management',
    ],
  },
  {
    name: 'Informatique',
    children: [
      'Développement logiciel',
      'Développement web et mobile',
      'Data science',
      'Intelligence artificielle',
      'Cybersécurité',
      'Cloud et DevOps',
      'Réseaux et télécoms',
      'Gestion de produit',
    ],
  },
  {
    name: 'Ingénierie',
    children: [
      'Génie électrique',
      'Génie mécanique',
      'Génie industriel',
      'Génie des procédés',
      'Électronique',
      'Automatisme et robotique',
    ],
  },
  {
    name: 'Logistique',
    children: [
      'Supply chain',
      'Transport routier',
      'Transport maritime et portuaire',
      'Transit et dédouanement',
      'Entreposage',
    ],
  },
  {
    name: 'Luxe',
    children: ['Joaillerie', 'Maroquinerie', 'Parfumerie', 'Retail du luxe', "Artisanat d'art"],
  },
  {
    name: 'Marketing',
    children: [
      'Marketing digital',
      'Marketing produit',
      'Études de marché',
      'Brand management',
      'Growth marketing',
      "Marketing d'influence",
    ],
  },
  {
    name: 'Mécanique',
    children: [
      'Conception mécanique',
      'Maintenance industrielle',
      'Usinage',
      'Mécatronique',
      'Chaudronnerie',
    ],
  },
  {
    name: 'Médical',
    children: [
      'Médecine générale',
      'Spécialités médicales',
      'Soins infirmiers',
      'Pharmacie',
      'Santé publique',
      'Dentaire',
      'Recherche clinique',
      'E-santé',
    ],
  },
  {
    name: 'Mode',
    children: ['Stylisme', 'Création textile africaine', 'Mannequinat', 'Beauté et coiffure', 'Retail mode'],
  },
  {
    name: 'ONG',
    children: [
      'Humanitaire',
      'Développement international',
      'Plaidoyer',
      'Gestion de projets associatifs',
      'Philanthropie et collecte de fonds',
      'Droits humains',
    ],
  },
  {
    name: 'Pétrole',
    children: ['Exploration et production', 'Raffinage', 'Gaz naturel', 'Mines', 'HSE'],
  },
  {
    name: 'Production',
    children: [
      'Production industrielle',
      'Qualité',
      'Méthodes et industrialisation',
      'Lean management',
      'Achats industriels',
    ],
  },
  {
    name: 'Ressources humaines',
    children: [
      'Recrutement',
      'Gestion des talents',
      'Paie et administration du personnel',
      'Formation et développement',
      'Diversité et inclusion',
      'Relations sociales',
    ],
  },
  {
    name: 'Sciences',
    children: [
      'Mathématiques',
      'Physique',
      'Biologie',
      'Sciences sociales',
      'Économie',
      'Géographie et géosciences',
    ],
  },
  {
    name: 'Services à la personne',
    children: [
      'Aide à domicile',
      'Petite enfance',
      'Accompagnement des seniors',
      'Services domestiques',
      'Coaching de vie',
    ],
  },
  {
    name: 'Services aux entreprises',
    children: [
      'Expertise comptable',
      'Assistanat et secrétariat',
      'Centres de relation client',
      'Services généraux',
      'Traduction et interprétariat',
      'Sécurité privée',
    ],
  },
  {
    name: 'Sport',
    children: [
      'Sport professionnel',
      'Coaching sportif',
      'Management du sport',
      'Kinésithérapie du sport',
      'Événements sportifs',
    ],
  },
  {
    name: 'Startups',
    children: [
      "Création d'entreprise",
      'Levée de fonds',
      'Incubation et accélération',
      'Capital-risque',
      'Impact investing',
      'Innovation',
    ],
  },
  {
    name: 'Textile',
    children: [
      'Production textile',
      'Coton et filature',
      'Wax et tissus africains',
      'Confection',
      'Textile durable',
    ],
  },
  {
    name: 'Urbanisme',
    children: [
      'Aménagement urbain',
      'Mobilité et transports urbains',
      'Ville durable',
      'Smart city',
      'Habitat social',
    ],
  },
  {
    name: 'Autre',
    children: ['Artisanat', 'Religion et spiritualité', 'Médias communautaires', 'Autre activité'],
  },
];
