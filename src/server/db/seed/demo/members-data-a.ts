// The demo's members (1 of 2): who they are, where they work, what they studied and know.
export interface DemoMember {
  first: string;
  last: string;
  city: string;
  country: string;
  code: string;
  title: string;
  company: string;
  bio: string;
  /** The name of a seeded sector (professional_categories without parent). */
  sector: string;
  experience: { role: string; company: string; start: string; end?: string; place: string };
  earlier?: { role: string; company: string; start: string; end: string; place: string };
  school: { institution: string; degree: string; field: string; start: string; end: string };
  skills: [string, 'Technical' | 'Soft Skills' | 'Languages' | 'Tools' | 'Industry Knowledge', number][];
  openToWork?: boolean;
  mentor?: boolean;
}

export const membersA: DemoMember[] = [
  {
    first: 'Awa',
    last: 'Diop',
    city: 'Dakar',
    country: 'Sénégal',
    code: 'SN',
    title: 'Avocate d’affaires',
    company: 'Cabinet Diop & Associés',
    sector: 'Droit',
    mentor: true,
    bio: "Avocate en droit des affaires OHADA, j'accompagne les entrepreneurs de la diaspora qui investissent au Sénégal et en Afrique de l'Ouest.",
    experience: {
      role: 'Associée fondatrice',
      company: 'Cabinet Diop & Associés',
      start: '2018-03',
      place: 'Dakar',
    },
    earlier: {
      role: 'Juriste senior',
      company: 'Orange Sonatel',
      start: '2012-09',
      end: '2018-02',
      place: 'Dakar',
    },
    school: {
      institution: 'Université Cheikh Anta Diop',
      degree: 'Master 2',
      field: 'Droit des affaires',
      start: '2007-10',
      end: '2012-07',
    },
    skills: [
      ['Droit OHADA', 'Industry Knowledge', 5],
      ['Négociation', 'Soft Skills', 4],
      ['Wolof', 'Languages', 5],
    ],
  },
  {
    first: 'Kwame',
    last: 'Mensah',
    city: 'Accra',
    country: 'Ghana',
    code: 'GH',
    title: 'Ingénieur logiciel senior',
    company: 'Hubtel',
    sector: 'Informatique',
    openToWork: true,
    bio: 'Développeur full-stack passionné par les paiements mobiles. Je construis des produits utilisés par des millions de Ghanéens.',
    experience: { role: 'Ingénieur logiciel senior', company: 'Hubtel', start: '2020-01', place: 'Accra' },
    earlier: {
      role: 'Développeur backend',
      company: 'mPharma',
      start: '2016-06',
      end: '2019-12',
      place: 'Accra',
    },
    school: {
      institution: 'Kwame Nkrumah University of Science and Technology',
      degree: 'Licence',
      field: 'Informatique',
      start: '2012-09',
      end: '2016-06',
    },
    skills: [
      ['TypeScript', 'Technical', 5],
      ['PostgreSQL', 'Tools', 4],
      ['Anglais', 'Languages', 5],
    ],
  },
  {
    first: 'Fatou',
    last: 'Ndiaye',
    city: 'Paris',
    country: 'France',
    code: 'FR',
    title: 'Cheffe de projet digital',
    company: 'BNP Paribas',
    sector: 'Communication',
    bio: "Cheffe de projet digital à Paris, cofondatrice d'une association qui accompagne les jeunes diplômés afro-descendants vers leur premier emploi.",
    experience: {
      role: 'Cheffe de projet digital',
      company: 'BNP Paribas',
      start: '2019-05',
      place: 'Paris',
    },
    school: {
      institution: 'Sciences Po Paris',
      degree: 'Master',
      field: 'Affaires publiques',
      start: '2014-09',
      end: '2016-06',
    },
    skills: [
      ['Gestion de projet', 'Soft Skills', 5],
      ['Jira', 'Tools', 4],
      ['Wolof', 'Languages', 4],
    ],
    mentor: true,
  },
  {
    first: 'Chidi',
    last: 'Okafor',
    city: 'Lagos',
    country: 'Nigeria',
    code: 'NG',
    title: 'Fondateur & CEO',
    company: 'AgriLink',
    sector: 'Agriculture',
    bio: 'Je relie les petits producteurs agricoles aux marchés urbains grâce à une plateforme logistique. 4 000 fermiers partenaires au Nigeria.',
    experience: { role: 'Fondateur & CEO', company: 'AgriLink', start: '2019-02', place: 'Lagos' },
    earlier: {
      role: 'Consultant',
      company: 'McKinsey & Company',
      start: '2014-09',
      end: '2019-01',
      place: 'Lagos',
    },
    school: {
      institution: 'University of Lagos',
      degree: 'MBA',
      field: 'Management',
      start: '2012-09',
      end: '2014-06',
    },
    skills: [
      ['Levée de fonds', 'Industry Knowledge', 5],
      ['Leadership', 'Soft Skills', 5],
      ['Igbo', 'Languages', 5],
    ],
  },
  {
    first: 'Aminata',
    last: 'Traoré',
    city: 'Bamako',
    country: 'Mali',
    code: 'ML',
    title: 'Médecin de santé publique',
    company: 'Ministère de la Santé',
    sector: 'Médical',
    bio: 'Médecin de santé publique, je coordonne des programmes de vaccination au Mali et je cherche des partenaires pour la télémédecine rurale.',
    experience: {
      role: 'Coordinatrice de programme',
      company: 'Ministère de la Santé',
      start: '2017-01',
      place: 'Bamako',
    },
    school: {
      institution: 'Université de Bamako',
      degree: 'Doctorat',
      field: 'Médecine',
      start: '2008-10',
      end: '2016-07',
    },
    skills: [
      ['Épidémiologie', 'Industry Knowledge', 5],
      ['Bambara', 'Languages', 5],
      ['Coordination', 'Soft Skills', 4],
    ],
  },
  {
    first: 'Jean-Marc',
    last: 'Kabila',
    city: 'Bruxelles',
    country: 'Belgique',
    code: 'BE',
    title: 'Analyste financier',
    company: 'ING Belgique',
    sector: 'Finance',
    openToWork: true,
    bio: "Analyste financier à Bruxelles, spécialisé dans les marchés émergents. Je prépare mon retour à Kinshasa pour lancer un fonds d'investissement.",
    experience: { role: 'Analyste financier', company: 'ING Belgique', start: '2019-09', place: 'Bruxelles' },
    school: {
      institution: 'Solvay Brussels School',
      degree: 'Master',
      field: 'Finance',
      start: '2016-09',
      end: '2018-06',
    },
    skills: [
      ['Modélisation financière', 'Technical', 5],
      ['Excel', 'Tools', 5],
      ['Lingala', 'Languages', 4],
    ],
  },
  {
    first: 'Mariam',
    last: 'Koné',
    city: 'Abidjan',
    country: "Côte d'Ivoire",
    code: 'CI',
    title: 'Directrice marketing',
    company: 'MTN Côte d’Ivoire',
    sector: 'Marketing',
    bio: "Directrice marketing, 12 ans dans les télécoms. J'aime faire grandir les marques africaines et mentorer les jeunes talents.",
    experience: {
      role: 'Directrice marketing',
      company: 'MTN Côte d’Ivoire',
      start: '2016-04',
      place: 'Abidjan',
    },
    school: {
      institution: 'INP-HB Yamoussoukro',
      degree: 'Diplôme d’ingénieur',
      field: 'Commerce',
      start: '2006-09',
      end: '2010-06',
    },
    skills: [
      ['Marketing digital', 'Industry Knowledge', 5],
      ['Prise de parole', 'Soft Skills', 5],
      ['Dioula', 'Languages', 3],
    ],
    mentor: true,
  },
];
