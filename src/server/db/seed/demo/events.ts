// Events: upcoming ones (one full, with a waiting list; one online; one hybrid) and past ones, with
// participants and comments. A past event is created ahead, filled, then moved back in time (the
// form refuses a start in the past).
import { sql } from 'drizzle-orm';
import type { BlogCategoriesResponse } from '../../../../common/contracts/blog';
import { blogCategoryEndpoints } from '../../../../common/contracts/blog';
import type { EventBody } from '../../../../common/contracts/events';
import { eventEndpoints } from '../../../../common/contracts/events';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, daysFromNow, hasRow } from './context';
import { type DemoPlace, places } from './places';

interface DemoEvent {
  by: number;
  /** Days from today (negative: past). */
  day: number;
  hour: number;
  hours: number;
  body: Omit<EventBody, 'startDate' | 'endDate' | 'categoryIds' | 'capacity' | 'place'> & {
    place?: DemoPlace;
  };
  categories: string[];
  capacity?: number;
  participants: number[];
  comments?: [number, string][];
}

const demoEvents: DemoEvent[] = [
  {
    by: 0,
    day: 12,
    hour: 9,
    hours: 8,
    categories: ['Diaspora', 'Conférence'],
    participants: [2, 3, 5, 6, 11, 13, 14],
    comments: [[2, 'J’y serai avec deux collègues de Paris, hâte de vous retrouver !']],
    body: {
      title: 'Forum de la diaspora africaine – Dakar 2026',
      description:
        'Une journée pour relier les talents de la diaspora aux entreprises et aux institutions sénégalaises : tables rondes sur l’investissement, le retour au pays et le droit OHADA, puis rencontres en petits groupes.',
      type: 'presentiel',
      adresse: 'King Fahd Palace, Route des Almadies',
      place: places.dakar,
      organizer: 'Cabinet Diop & Associés',
      price: 'Gratuit',
      language: 'Français',
      tags: ['diaspora', 'investissement'],
    },
  },
  {
    by: 6,
    day: 5,
    hour: 18,
    hours: 3,
    capacity: 4,
    categories: ['Networking', 'Technologie'],
    participants: [1, 9, 10, 12, 13, 15],
    body: {
      title: 'Afterwork Tech & Fintech à Abidjan',
      description:
        'Un afterwork convivial pour les professionnels du numérique et de la finance : trois pitchs de startups ivoiriennes, puis échanges autour d’un verre. Places limitées, liste d’attente ouverte.',
      type: 'presentiel',
      adresse: 'Rooftop du Plateau, boulevard de la République',
      place: places.abidjan,
      price: '10 000 FCFA',
      tags: ['fintech', 'networking'],
    },
  },
  {
    by: 13,
    day: 3,
    hour: 17,
    hours: 2,
    categories: ['Entrepreneuriat', 'Finance'],
    participants: [3, 5, 7, 12],
    body: {
      title: 'Webinaire : lever des fonds en Afrique de l’Ouest',
      description:
        'Ce que regardent les investisseurs en 2026, comment préparer sa data room et négocier sa valorisation. Questions-réponses en fin de séance.',
      type: 'en_ligne',
      onlineUrl: 'https://meet.example.com/levee-de-fonds',
      price: 'Gratuit',
      tags: ['levée de fonds'],
    },
  },
  {
    by: 12,
    day: 20,
    hour: 14,
    hours: 4,
    categories: ['Entrepreneuriat', 'Atelier'],
    participants: [2, 8, 14],
    body: {
      title: 'Masterclass export : du karité aux marchés européens',
      description:
        'Certification, traçabilité, logistique : une masterclass concrète pour les entrepreneuses qui veulent exporter leurs produits transformés vers l’Europe.',
      type: 'hybride',
      adresse: '12 rue du Faubourg Saint-Denis',
      place: places.paris,
      onlineUrl: 'https://meet.example.com/masterclass-export',
      price: '25 €',
      tags: ['export', 'commerce équitable'],
    },
  },
  {
    by: 11,
    day: 9,
    hour: 18,
    hours: 3,
    categories: ['Networking', 'Diaspora'],
    participants: [1, 4, 8, 10],
    body: {
      title: 'Rencontre des ingénieurs de la diaspora à Montréal',
      description:
        'Ingénieurs logiciel, cloud et data originaires d’Afrique : partageons nos parcours au Québec et nos projets sur le continent.',
      type: 'presentiel',
      adresse: 'Maison Notman, 51 rue Sherbrooke Ouest',
      place: places.montreal,
      price: 'Gratuit',
      tags: ['ingénierie', 'cloud'],
    },
  },
  {
    by: 5,
    day: -10,
    hour: 19,
    hours: 3,
    categories: ['Networking', 'Finance'],
    participants: [0, 2, 6, 13],
    comments: [
      [2, 'Merci pour l’organisation, des échanges passionnants !'],
      [13, 'Ravi d’avoir rencontré autant de porteurs de projets. À la prochaine édition.'],
    ],
    body: {
      title: 'Soirée networking Bruxelles–Kinshasa',
      description:
        'Les professionnels de la finance et du conseil de la communauté congolaise de Belgique se retrouvent autour des opportunités d’investissement en RDC.',
      type: 'presentiel',
      adresse: 'Avenue Louise 120',
      place: places.bruxelles,
      price: 'Gratuit',
      tags: ['finance', 'rdc'],
    },
  },
  {
    by: 1,
    day: -24,
    hour: 10,
    hours: 6,
    categories: ['Technologie', 'Santé'],
    participants: [4, 10, 11],
    comments: [[4, 'Les slides sur la télémédecine sont-elles disponibles ?']],
    body: {
      title: 'Conférence : santé numérique en Afrique de l’Ouest',
      description:
        'Dossiers patients, paiements mobiles et drones de livraison : retours d’expérience de Kigali, Accra et Bamako.',
      type: 'presentiel',
      adresse: 'Accra Digital Centre, Ring Road West',
      place: places.accra,
      price: 'Gratuit',
      tags: ['santé', 'tech'],
    },
  },
];

export const eventsPresent = (db: Db) => hasRow(db, 'events', 'title', demoEvents[0]?.body.title ?? '');

export const seedEvents = async (ctx: DemoContext): Promise<number> => {
  const { items } = await ctx.call<BlogCategoriesResponse>('GET', urlOf(blogCategoryEndpoints.list));
  const categoryIds = new Map(items.map((category) => [category.name, category.id]));
  for (const event of demoEvents) {
    // A past event is created 40 days ahead, then moved back.
    const day = event.day < 0 ? 40 : event.day;
    const start = daysFromNow(day, event.hour);
    const created = await ctx.call<{ id: string }>(
      'POST',
      urlOf(eventEndpoints.create),
      ctx.member(event.by),
      {
        ...event.body,
        startDate: start,
        endDate: new Date(Date.parse(start) + event.hours * 3_600_000).toISOString(),
        capacity: event.capacity ?? null,
        categoryIds: event.categories.flatMap((name) => categoryIds.get(name) ?? []),
      },
    );
    const eventId = created.id;
    for (const participant of event.participants) {
      await ctx.call('PUT', urlOf(eventEndpoints.register, { eventId }), ctx.member(participant));
    }
    for (const [author, content] of event.comments ?? []) {
      await ctx.call('POST', urlOf(eventEndpoints.comment, { eventId }), ctx.member(author), { content });
    }
    if (event.day < 0) {
      const back = 40 - event.day;
      await ctx.db.execute(
        sql`update events set start_date = start_date - make_interval(days => ${back}), end_date = end_date - make_interval(days => ${back}), created_at = created_at - make_interval(days => ${back + 14}) where id = ${eventId}`,
      );
    }
  }
  return demoEvents.length;
};
