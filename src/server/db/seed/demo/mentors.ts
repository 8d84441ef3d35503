// Mentors with their domains, languages and slots; mentees' requests, some accepted and reviewed, some
// left pending for the mentor to answer.
import type { MentorBody } from '../../../../common/contracts/mentors';
import { mentorEndpoints } from '../../../../common/contracts/mentors';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, hasRow } from './context';

const mentorBodies: [number, MentorBody][] = [
  [
    0,
    {
      bio: 'Quinze ans de droit des affaires à Dakar. J’aide les entrepreneurs à structurer leur société, leurs contrats et leurs levées de fonds dans l’espace OHADA.',
      domains: ['Droit des affaires', 'Création d’entreprise'],
      languages: ['Français', 'Wolof'],
      available: true,
      slots: 'Le mardi soir, heure de Dakar',
      tariff: null,
      capacity: 3,
    },
  ],
  [
    2,
    {
      bio: 'Cheffe de projet digital dans la banque, j’accompagne les jeunes diplômés vers leur premier poste : CV, entretiens, réseau.',
      domains: ['Carrière', 'Gestion de projet'],
      languages: ['Français', 'Wolof', 'Anglais'],
      available: true,
      slots: 'Le samedi matin, heure de Paris',
      tariff: null,
      capacity: 4,
    },
  ],
  [
    6,
    {
      bio: 'Directrice marketing dans les télécoms depuis douze ans. Marque, lancement de produits, management d’équipe.',
      domains: ['Marketing', 'Leadership'],
      languages: ['Français', 'Dioula'],
      available: true,
      slots: 'Un jeudi sur deux, 18 h à Abidjan',
      tariff: 40,
      capacity: 2,
    },
  ],
  [
    10,
    {
      bio: 'Data scientist à Kigali. Je guide les personnes qui se reconvertissent vers la data : parcours, projets, premiers entretiens.',
      domains: ['Data science', 'Reconversion'],
      languages: ['Anglais', 'Français', 'Kinyarwanda'],
      available: true,
      slots: 'Le mercredi midi, heure de Kigali',
      tariff: null,
      capacity: 3,
    },
  ],
  [
    13,
    {
      bio: 'Investisseur early-stage : je relis vos decks, vos modèles financiers et je prépare avec vous les rendez-vous investisseurs.',
      domains: ['Levée de fonds', 'Stratégie'],
      languages: ['Anglais', 'Français'],
      available: false,
      slots: null,
      tariff: 120,
      capacity: 2,
    },
  ],
];

/** [mentor, mentee, message, review or 'pending'] */
const requests: [number, number, string, [number, string] | 'pending'][] = [
  [
    0,
    12,
    'Bonjour Awa, je souhaite ouvrir une filiale en Côte d’Ivoire et j’aurais besoin de conseils sur la structure juridique.',
    [5, 'Des conseils précis et concrets, ma filiale est créée. Merci infiniment !'],
  ],
  [
    2,
    14,
    'Bonjour Fatou, je prépare ma recherche d’emploi à Paris après mon diplôme. Pourriez-vous m’accompagner ?',
    [5, 'Fatou m’a aidée à revoir mon CV et à préparer mes entretiens : j’ai signé un CDI.'],
  ],
  [
    6,
    8,
    'Bonjour Mariam, je lance une offre de design et je cherche à mieux me positionner.',
    [4, 'Très bons échanges sur le positionnement, j’ai gagné en clarté.'],
  ],
  [10, 1, 'Bonjour Grace, je voudrais me former au machine learning appliqué aux paiements.', 'pending'],
  [0, 7, 'Bonjour Awa, pourriez-vous m’éclairer sur les contrats miniers en Guinée ?', 'pending'],
];

export const mentorsPresent = (db: Db) => hasRow(db, 'mentors', 'bio', mentorBodies[0]?.[1].bio ?? '');

export const seedMentors = async (ctx: DemoContext): Promise<number> => {
  const mentorIds = new Map<number, string>();
  for (const [index, body] of mentorBodies) {
    const { id } = await ctx.call<{ id: string }>(
      'PUT',
      urlOf(mentorEndpoints.save),
      ctx.member(index),
      body,
    );
    mentorIds.set(index, id);
  }
  for (const [mentor, mentee, message, outcome] of requests) {
    const mentorId = mentorIds.get(mentor);
    if (!mentorId) continue;
    const request = await ctx.call<{ id: string }>(
      'POST',
      urlOf(mentorEndpoints.request, { mentorId }),
      ctx.member(mentee),
      { message },
    );
    if (outcome === 'pending') continue;
    const requestId = request.id;
    await ctx.call('POST', urlOf(mentorEndpoints.accept, { requestId }), ctx.member(mentor));
    const [rating, text] = outcome;
    await ctx.call('POST', urlOf(mentorEndpoints.review, { requestId }), ctx.member(mentee), {
      rating,
      text,
    });
  }
  return mentorBodies.length;
};
