// Testimonials: submitted by members through the API (always pending), then approved through the
// moderation service, as the back office does; one is left pending for the moderators' list.
import { testimonialEndpoints } from '../../../../common/contracts/testimonials';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, hasRow } from './context';

const demoTestimonials: [number, number, string][] = [
  [
    3,
    5,
    'Grâce à Sankofa, j’ai rencontré deux investisseurs de la diaspora qui ont rejoint notre tour de table. Le réseau est bienveillant et très actif.',
  ],
  [
    14,
    5,
    'J’ai trouvé ma mentore ici : en trois mois, j’ai décroché mon CDI à Lyon et je prépare déjà un projet à Conakry.',
  ],
  [
    12,
    4,
    'Les appels d’offres et les groupes m’ont ouvert des marchés en Europe pour notre karité. Une vraie communauté d’entraide.',
  ],
  [
    10,
    5,
    'Un espace précieux pour partager nos ateliers tech et recruter des bénévoles à Kigali, Dakar et Accra.',
  ],
  [
    5,
    4,
    'Des échanges de qualité avec des professionnels de la finance partout dans le monde. Je recommande.',
  ],
];

/** The last one stays pending. */
const approved = demoTestimonials.length - 1;

export const testimonialsPresent = (db: Db) =>
  hasRow(db, 'testimonials', 'content', demoTestimonials[0]?.[2] ?? '');

export const seedTestimonials = async (ctx: DemoContext): Promise<number> => {
  const moderator = await ctx.actorOf(ctx.member(0));
  for (const [index, [by, rating, content]] of demoTestimonials.entries()) {
    const { id } = await ctx.call<{ id: string }>(
      'POST',
      urlOf(testimonialEndpoints.submit),
      ctx.member(by),
      {
        content,
        rating,
      },
    );
    if (index < approved) await ctx.app.services.testimonials.approve(moderator, id);
  }
  return approved;
};
