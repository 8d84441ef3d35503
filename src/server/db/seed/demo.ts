// Demo content (DESIGN.md §3, `npm run seed:demo`): French-speaking members across African and European
// cities with complete profiles, experiences, education and skills, connections and pending requests,
// feed posts with hashtags, likes and comments, and conversations.
//
// Everything goes through the public API (sign-up, profile sections, connection requests, posts…), so
// the demo obeys the same rules, counters and notifications as real members. Running it twice changes
// nothing. Every demo member signs in with their address and `demoPassword`.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { feedEndpoints } from '../../../common/contracts/feed';
import { messageEndpoints } from '../../../common/contracts/messages';
import { urlOf } from '../../../common/endpoint';
import type { Db } from '../client';
import { users } from '../schema';

export const demoPassword = 'sankofa-demo-2026';
const domain = 'demo.sankofa.test';

interface DemoMember {
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

const members: DemoMember[] = [
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
  {
    first: 'Youssouf',
    last: 'Camara',
    city: 'Conakry',
    country: 'Guinée',
    code: 'GN',
    title: 'Ingénieur des mines',
    company: 'SMB Winning',
    sector: 'Ingénierie',
    bio: 'Ingénieur des mines en Guinée, engagé pour une exploitation responsable de la bauxite et la formation des techniciens locaux.',
    experience: { role: 'Ingénieur de production', company: 'SMB Winning', start: '2018-07', place: 'Boké' },
    school: {
      institution: 'École des Mines de Paris',
      degree: 'Master',
      field: 'Génie minier',
      start: '2013-09',
      end: '2016-06',
    },
    skills: [
      ['Géologie', 'Industry Knowledge', 4],
      ['AutoCAD', 'Tools', 4],
      ['Soussou', 'Languages', 5],
    ],
  },
  {
    first: 'Nadia',
    last: 'Benali',
    city: 'Marseille',
    country: 'France',
    code: 'FR',
    title: 'Designer UX',
    company: 'Indépendante',
    sector: 'Informatique',
    openToWork: true,
    bio: "Designer UX indépendante. Je conçois des services numériques simples et accessibles, du Maghreb à l'Afrique subsaharienne.",
    experience: { role: 'Designer UX', company: 'Indépendante', start: '2021-01', place: 'Marseille' },
    earlier: {
      role: 'Designer produit',
      company: 'Deezer',
      start: '2017-03',
      end: '2020-12',
      place: 'Paris',
    },
    school: {
      institution: 'Strate École de Design',
      degree: 'Master',
      field: 'Design d’interaction',
      start: '2012-09',
      end: '2017-06',
    },
    skills: [
      ['Figma', 'Tools', 5],
      ['Recherche utilisateur', 'Technical', 4],
      ['Arabe', 'Languages', 4],
    ],
  },
  {
    first: 'Samuel',
    last: 'Eto',
    city: 'Douala',
    country: 'Cameroun',
    code: 'CM',
    title: 'Responsable logistique',
    company: 'Bolloré Transport',
    sector: 'Logistique',
    bio: "Responsable logistique au port de Douala. Je m'intéresse à la digitalisation des chaînes d'approvisionnement en Afrique centrale.",
    experience: {
      role: 'Responsable logistique',
      company: 'Bolloré Transport',
      start: '2015-02',
      place: 'Douala',
    },
    school: {
      institution: 'ESSEC Douala',
      degree: 'Master',
      field: 'Logistique',
      start: '2010-09',
      end: '2012-06',
    },
    skills: [
      ['Supply chain', 'Industry Knowledge', 5],
      ['SAP', 'Tools', 4],
      ['Anglais', 'Languages', 4],
    ],
  },
  {
    first: 'Grace',
    last: 'Uwimana',
    city: 'Kigali',
    country: 'Rwanda',
    code: 'RW',
    title: 'Data scientist',
    company: 'Zipline',
    sector: 'Informatique',
    bio: "Data scientist à Kigali. J'optimise les livraisons de médicaments par drone et j'enseigne Python aux lycéennes le samedi.",
    experience: { role: 'Data scientist', company: 'Zipline', start: '2020-06', place: 'Kigali' },
    school: {
      institution: 'Carnegie Mellon University Africa',
      degree: 'Master',
      field: 'Technologies de l’information',
      start: '2018-08',
      end: '2020-05',
    },
    skills: [
      ['Python', 'Technical', 5],
      ['Machine learning', 'Technical', 4],
      ['Kinyarwanda', 'Languages', 5],
    ],
    mentor: true,
  },
  {
    first: 'Moussa',
    last: 'Sow',
    city: 'Montréal',
    country: 'Canada',
    code: 'CA',
    title: 'Architecte cloud',
    company: 'Desjardins',
    sector: 'Informatique',
    bio: "Architecte cloud à Montréal, originaire de Saint-Louis du Sénégal. Je veux aider les startups africaines à passer à l'échelle.",
    experience: { role: 'Architecte cloud', company: 'Desjardins', start: '2019-11', place: 'Montréal' },
    school: {
      institution: 'Polytechnique Montréal',
      degree: 'Maîtrise',
      field: 'Génie informatique',
      start: '2014-09',
      end: '2016-12',
    },
    skills: [
      ['AWS', 'Tools', 5],
      ['Kubernetes', 'Technical', 4],
      ['Pulaar', 'Languages', 4],
    ],
  },
  {
    first: 'Rokia',
    last: 'Sangaré',
    city: 'Ouagadougou',
    country: 'Burkina Faso',
    code: 'BF',
    title: 'Entrepreneuse agroalimentaire',
    company: 'Karité Faso',
    sector: 'Agroalimentaire',
    bio: "Je transforme le karité avec 300 femmes productrices et j'exporte vers l'Europe. Toujours partante pour parler commerce équitable.",
    experience: { role: 'Fondatrice', company: 'Karité Faso', start: '2016-05', place: 'Ouagadougou' },
    school: {
      institution: 'Université Joseph Ki-Zerbo',
      degree: 'Licence',
      field: 'Gestion',
      start: '2009-10',
      end: '2012-07',
    },
    skills: [
      ['Export', 'Industry Knowledge', 4],
      ['Mooré', 'Languages', 5],
      ['Management', 'Soft Skills', 4],
    ],
  },
  {
    first: 'Thomas',
    last: 'Mbeki',
    city: 'Johannesburg',
    country: 'Afrique du Sud',
    code: 'ZA',
    title: 'Investisseur en capital-risque',
    company: 'Savannah Ventures',
    sector: 'Finance',
    bio: 'Investisseur early-stage, je finance des startups fintech et agritech du continent. Ouvert aux échanges avec les fondateurs francophones.',
    experience: { role: 'Associé', company: 'Savannah Ventures', start: '2017-08', place: 'Johannesburg' },
    school: {
      institution: 'University of Cape Town',
      degree: 'MBA',
      field: 'Finance',
      start: '2012-02',
      end: '2013-12',
    },
    skills: [
      ['Due diligence', 'Industry Knowledge', 5],
      ['Zoulou', 'Languages', 4],
      ['Réseautage', 'Soft Skills', 5],
    ],
  },
  {
    first: 'Aïcha',
    last: 'Bah',
    city: 'Lyon',
    country: 'France',
    code: 'FR',
    title: 'Ingénieure civile',
    company: 'Vinci Construction',
    sector: 'BTP',
    openToWork: true,
    bio: 'Ingénieure civile à Lyon, je rêve de construire des logements durables à Conakry. Intéressée par les projets de la diaspora.',
    experience: {
      role: 'Ingénieure travaux',
      company: 'Vinci Construction',
      start: '2019-09',
      place: 'Lyon',
    },
    school: {
      institution: 'INSA Lyon',
      degree: 'Diplôme d’ingénieur',
      field: 'Génie civil',
      start: '2014-09',
      end: '2019-06',
    },
    skills: [
      ['Béton armé', 'Technical', 4],
      ['Revit', 'Tools', 4],
      ['Peul', 'Languages', 5],
    ],
  },
  {
    first: 'Ibrahim',
    last: 'Haidara',
    city: 'Niamey',
    country: 'Niger',
    code: 'NE',
    title: 'Chargé de programmes ONG',
    company: 'Action contre la Faim',
    sector: 'ONG',
    bio: 'Chargé de programmes nutrition au Sahel. Je travaille sur la résilience des communautés face aux crises climatiques.',
    experience: {
      role: 'Chargé de programmes',
      company: 'Action contre la Faim',
      start: '2018-01',
      place: 'Niamey',
    },
    school: {
      institution: 'Université Abdou Moumouni',
      degree: 'Master',
      field: 'Développement rural',
      start: '2011-10',
      end: '2016-07',
    },
    skills: [
      ['Gestion de programmes', 'Industry Knowledge', 4],
      ['Haoussa', 'Languages', 5],
      ['Rédaction', 'Soft Skills', 4],
    ],
  },
];

const posts: string[] = [
  "Ravie d'annoncer l'ouverture de notre bureau à Abidjan ! Nous recrutons deux juristes. #recrutement #ohada #diaspora",
  "Retour d'expérience : lever des fonds en Afrique de l'Ouest en 2026, ce qui a changé. Les investisseurs regardent d'abord la rentabilité unitaire. #entrepreneuriat #levéedefonds",
  "Qui sera à Dakar pour le forum de la diaspora le mois prochain ? Je serais ravie d'échanger autour d'un café. #diaspora #dakar",
  'Petit rappel aux jeunes diplômés : votre réseau commence avec vos camarades de promotion. Entretenez-le ! #mentorat #carrière',
  "Nous venons de passer le cap des 4 000 fermiers partenaires. Merci à toute l'équipe ! #agritech #nigeria",
  "Je cherche un mentor dans la finance d'impact pour préparer un retour à Kinshasa. Vos conseils sont les bienvenus. #mentorat #finance",
  "La télémédecine rurale n'est plus un rêve : premiers résultats encourageants dans la région de Ségou. #santé #innovation",
  'Atelier Python gratuit samedi à Kigali pour les lycéennes. 40 inscrites, on affiche complet ! #tech #femmesdanslatech',
  "Le design accessible n'est pas un luxe : 15 % des utilisateurs vivent avec un handicap. #ux #accessibilité",
  "Trois leçons apprises en exportant du karité vers l'Europe : la certification, la traçabilité, la patience. #export #commerceéquitable",
  'Nous ouvrons notre appel à candidatures pour les startups fintech francophones. #fintech #levéedefonds #entrepreneuriat',
  "Fière d'avoir rejoint le chantier d'un écoquartier à Lyon. Prochaine étape : Conakry ! #construction #diaspora",
  'Le port de Douala a réduit ses délais de dédouanement de 30 % grâce à la digitalisation. #logistique #innovation',
  'Offre de stage en marketing digital à Abidjan, 6 mois, démarrage en janvier. Écrivez-moi ! #recrutement #marketing',
  'Le cloud souverain africain avance : nouvelles régions annoncées à Lagos et Johannesburg. #tech #cloud',
  'Merci à toutes celles et ceux qui ont participé à notre webinaire sur la nutrition au Sahel. #santé #sahel',
];

const comments: string[] = [
  'Bravo, belle réussite !',
  'Très inspirant, merci pour le partage.',
  'Je serai là, au plaisir de se rencontrer !',
  "Je vous écris en privé, j'ai peut-être un profil pour vous.",
  'Félicitations à toute l’équipe 👏',
  'Excellent conseil, je partage autour de moi.',
  'Est-ce que les inscriptions sont encore ouvertes ?',
];

const conversations: [number, number, string[]][] = [
  [
    0,
    2,
    [
      'Bonjour Fatou, ravie de te retrouver ici !',
      'Bonjour Awa ! Moi aussi, on se voit au forum ?',
      'Avec plaisir, je t’envoie les détails.',
    ],
  ],
  [
    1,
    10,
    [
      'Salut Grace, ton atelier Python m’intéresse pour Accra.',
      'Avec plaisir Kwame, on peut en parler cette semaine ?',
    ],
  ],
  [
    5,
    13,
    [
      'Bonjour Thomas, je prépare un fonds à Kinshasa, auriez-vous 20 minutes ?',
      'Bien sûr, proposez-moi un créneau jeudi.',
    ],
  ],
  [0, 6, ['Mariam, merci pour ton intervention d’hier, très juste.']],
];

/** A small deterministic generator, so two runs on empty databases give the same demo. */
const createRandom = () => {
  let state = 20261122;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
};

const emailOf = (m: DemoMember) =>
  `${`${m.first}.${m.last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.-]/g, '')}@${domain}`;

/** Seeds the demo through `app`'s API; `created` is false when it was already there. */
export const seedDemo = async (
  app: FastifyInstance,
  db: Db,
): Promise<{ created: boolean; emails: string[]; members: number; posts: number; conversations: number }> => {
  const random = createRandom();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const emails = members.map(emailOf);
  let ip = 0;
  const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    cookie: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> => {
    const res = await app.inject({ method, url, payload, headers: { cookie }, remoteAddress: nextIp() });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emailOf(members[0] as DemoMember)));
  if (existing)
    return {
      created: false,
      emails,
      members: members.length,
      posts: posts.length,
      conversations: conversations.length,
    };
  const tree = (await call('GET', '/api/v1/professional-categories', '')).json<{
    items: { id: string; name: string }[];
  }>();
  const sectorIds = new Map(tree.items.map((sector) => [sector.name, sector.id]));

  // Members, through sign-up; the confirmation is taken as done.
  const signedIn: { id: string; cookie: string }[] = [];
  for (const member of members) {
    const email = emailOf(member);
    await call('POST', '/api/v1/auth/sign-up', '', { email, password: demoPassword });
    await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await call('POST', '/api/v1/auth/sign-in', '', { email, password: demoPassword });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const id = res.json<{ user: { id: string } }>().user.id;
    signedIn.push({ id, cookie });

    await call('PATCH', '/api/v1/profiles/me/sections/personal', cookie, {
      fullName: `${member.first} ${member.last}`,
    });
    await call('PATCH', '/api/v1/profiles/me/sections/professional', cookie, {
      title: member.title,
      company: member.company,
      location: {
        ville: member.city,
        pays: member.country,
        country_code: member.code,
        adresse_complete: `${member.city}, ${member.country}`,
      },
      isOpenToWork: member.openToWork ?? false,
      isMentor: member.mentor ?? false,
    });
    await call('PATCH', '/api/v1/profiles/me/sections/bio', cookie, { bio: member.bio });
    const sector = sectorIds.get(member.sector);
    if (sector)
      await call('PATCH', '/api/v1/profiles/me/sections/categories', cookie, { categoryIds: [sector] });
    for (const job of [member.experience, member.earlier]) {
      if (!job) continue;
      await call('POST', '/api/v1/profiles/me/experiences', cookie, {
        companyName: job.company,
        role: job.role,
        startDate: job.start,
        endDate: job.end ?? null,
        current: !job.end,
        location: job.place,
      });
    }
    const school = member.school;
    await call('POST', '/api/v1/profiles/me/education', cookie, {
      institution: school.institution,
      degree: school.degree,
      fieldOfStudy: school.field,
      startDate: school.start,
      endDate: school.end,
    });
    for (const [name, category, proficiency] of member.skills) {
      await call('POST', '/api/v1/profiles/me/skills', cookie, { name, category, proficiency });
    }
  }

  // Connections: each member with the next three (accepted), plus a few requests left pending for
  // the first member, so the bell has something to show.
  const connect = async (from: number, to: number, accept: boolean) => {
    const a = signedIn[from];
    const b = signedIn[to];
    if (!a || !b) return;
    const res = await call('POST', '/api/v1/connections', a.cookie, { recipientId: b.id });
    const { connectionId } = res.json<{ connectionId: string | null }>();
    if (accept && connectionId) await call('POST', `/api/v1/connections/${connectionId}/accept`, b.cookie);
  };
  for (let i = 0; i < signedIn.length; i++) {
    for (let step = 1; step <= 3; step++) {
      const j = (i + step) % signedIn.length;
      if (j === 0 && i >= signedIn.length - 3) continue;
      await connect(i, j, true);
    }
  }
  for (const from of [7, 9, 12]) await connect(from, 0, false);

  // Feed: posts by their authors, liked and commented by others.
  for (const [index, content] of posts.entries()) {
    const author = signedIn[index % signedIn.length];
    if (!author) continue;
    const post = (
      await call('POST', urlOf(feedEndpoints.createPost), author.cookie, { content, mediaIds: [] })
    ).json<{ id: string }>();
    const likers = new Set<number>();
    for (let k = 0; k < 2 + Math.floor(random() * 6); k++) likers.add(Math.floor(random() * signedIn.length));
    for (const liker of likers) {
      const member = signedIn[liker];
      if (member && member !== author)
        await call('PUT', urlOf(feedEndpoints.like, { id: post.id }), member.cookie);
    }
    for (let k = 0; k < Math.floor(random() * 4); k++) {
      const member = pick(signedIn.filter((m) => m !== author));
      await call('POST', urlOf(feedEndpoints.createComment, { id: post.id }), member.cookie, {
        content: pick(comments),
      });
    }
    // Spread the posts over the last five days (newest last), so the feed reads like a lived-in one;
    // the hashtag rows carry the post's time, and comments follow their post.
    const hoursAgo = (posts.length - index) * 7;
    await db.execute(
      sql`update microblog_posts set created_at = now() - make_interval(hours => ${hoursAgo}), updated_at = now() - make_interval(hours => ${hoursAgo}) where id = ${post.id}`,
    );
    await db.execute(
      sql`update microblog_post_hashtags set post_created_at = now() - make_interval(hours => ${hoursAgo}) where post_id = ${post.id}`,
    );
    await db.execute(
      sql`update microblog_comments set created_at = now() - make_interval(hours => ${hoursAgo}) + make_interval(mins => 20 + (random() * 200)::int) where post_id = ${post.id}`,
    );
  }

  // Conversations.
  for (const [a, b, lines] of conversations) {
    const members2 = [signedIn[a], signedIn[b]];
    for (const [k, content] of lines.entries()) {
      const from = members2[k % 2];
      const to = members2[(k + 1) % 2];
      if (!from || !to) continue;
      await call('POST', urlOf(messageEndpoints.send), from.cookie, {
        recipientId: to.id,
        content,
        clientId: crypto.randomUUID(),
      });
    }
  }

  return {
    created: true,
    emails,
    members: members.length,
    posts: posts.length,
    conversations: conversations.length,
  };
};
