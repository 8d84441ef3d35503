// Job offers across the network's cities, two of them expiring this week.
import type { JobOfferBody } from '../../../../common/contracts/job-offers';
import { jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, dayFromNow, hasRow } from './context';

const offer = (
  by: number,
  expiresIn: number,
  body: Omit<JobOfferBody, 'expiresAt' | 'contact'> & { contact?: string },
): { by: number; body: JobOfferBody } => ({
  by,
  body: { contact: 'recrutement@sankofa.example', ...body, expiresAt: dayFromNow(expiresIn) },
});

const offers = [
  offer(0, 3, {
    title: 'Juriste droit des affaires OHADA',
    company: 'Cabinet Diop & Associés',
    location: 'Abidjan, Côte d’Ivoire',
    type: 'CDI',
    salary: '1 200 000 FCFA / mois',
    contact: 'carrieres@diop-associes.example',
    description:
      'Nous ouvrons notre bureau d’Abidjan et recrutons un·e juriste confirmé·e.\n\n**Missions**\n- Constitution de sociétés et pactes d’associés\n- Accompagnement des investisseurs de la diaspora\n\n**Profil** : Master 2 en droit des affaires, 3 ans d’expérience.',
  }),
  offer(1, 30, {
    title: 'Développeur·se backend TypeScript',
    company: 'Hubtel',
    location: 'Accra, Ghana',
    type: 'CDI',
    salary: 'Selon profil',
    website: 'https://hubtel.example.com/carrieres',
    description:
      'Rejoignez l’équipe paiements : API à fort trafic, PostgreSQL, files de messages.\n\nTélétravail partiel possible, anglais courant requis.',
  }),
  offer(6, 5, {
    title: 'Stage marketing digital (6 mois)',
    company: 'MTN Côte d’Ivoire',
    location: 'Abidjan, Côte d’Ivoire',
    type: 'Stage',
    salary: '150 000 FCFA / mois',
    description:
      'Stage de fin d’études au sein de la direction marketing : campagnes réseaux sociaux, analyse des performances, études consommateurs. Démarrage en janvier.',
  }),
  offer(3, 45, {
    title: 'Responsable des opérations logistiques',
    company: 'AgriLink',
    location: 'Lagos, Nigeria',
    type: 'CDI',
    description:
      'Vous pilotez la collecte auprès de 4 000 fermiers partenaires et la livraison vers les marchés de Lagos. Expérience de la chaîne du froid appréciée.',
  }),
  offer(11, 21, {
    title: 'Architecte cloud – mission freelance',
    company: 'Desjardins',
    location: 'Montréal, Canada',
    type: 'Freelance',
    salary: '750 $ CA / jour',
    description:
      'Mission de 6 mois pour migrer des applications vers AWS : conception des environnements, Kubernetes, sécurité. Possibilité de télétravail depuis l’Afrique de l’Ouest.',
  }),
  offer(5, 28, {
    title: 'Analyste investissement – fonds d’impact',
    company: 'Savannah Ventures',
    location: 'Bruxelles, Belgique',
    type: 'CDD',
    description:
      'CDD de 12 mois pour structurer le pipeline d’un fonds dédié à l’Afrique centrale : due diligence, modélisation financière, suivi du portefeuille.',
  }),
  offer(14, 35, {
    title: 'Ingénieur·e travaux en alternance',
    company: 'Vinci Construction',
    location: 'Lyon, France',
    type: 'Alternance',
    description:
      'Alternance de deux ans sur un chantier d’écoquartier. Vous suivez les lots gros œuvre et la planification, aux côtés d’une ingénieure travaux.',
  }),
  offer(8, 60, {
    title: 'Designer UX/UI pour une application de santé',
    company: 'Indépendante',
    location: 'Dakar, Sénégal',
    type: 'Freelance',
    description:
      'Conception d’une application de prise de rendez-vous médicaux pour le Sénégal : recherche utilisateurs, maquettes Figma, tests en wolof et en français.',
  }),
  offer(15, 14, {
    title: 'Volontaire en gestion de programmes nutrition',
    company: 'Action contre la Faim',
    location: 'Niamey, Niger',
    type: 'Volontaire',
    description:
      'Volontariat de 12 mois : suivi des activités de terrain, rédaction des rapports bailleurs, coordination avec les centres de santé.',
  }),
];

export const jobsPresent = (db: Db) => hasRow(db, 'job_offers', 'title', offers[0]?.body.title ?? '');

export const seedJobs = async (ctx: DemoContext): Promise<number> => {
  for (const { by, body } of offers) {
    await ctx.call('POST', urlOf(jobOfferEndpoints.create), ctx.member(by), body);
  }
  return offers.length;
};
