// `npm run seed:scale:audience`: the newsletter subscribers and testimonials of the benchmark data set
// (DESIGN.md §6) on the PostgreSQL of DATABASE_URL, the testimonials written by the members of
// `npm run seed:scale` (run that first): 100k subscribers over the last two years (newest every ~10
// min, one in 3 unconfirmed, one in 20 added by an admin) and 20k testimonials (two in three approved,
// one in 6 pending). Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:audience -- [--subscribers=100000] [--testimonials=20000] [--reset]
//
// Row g's id is derived from g, so re-running with the same sizes does nothing; --reset removes the
// scale rows first.

import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { deleteNumbered, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const subscribersWanted = positiveIntArg('subscribers', 100_000);
const testimonialsWanted = positiveIntArg('testimonials', 20_000);

const testimonialOf = (g: string) => scaleId('testimonial', g);

const sentences = [
  'Grâce à la communauté j’ai trouvé un mentor qui m’a aidé à lancer mon entreprise.',
  'Un réseau bienveillant où l’on partage les offres et les bons contacts.',
  'J’ai rencontré des professionnels de la diaspora dans mon secteur, à Paris comme à Dakar.',
  'Les événements en ligne m’ont permis de préparer mon retour au pays.',
  'Une plateforme simple, des échanges de qualité et une vraie entraide.',
  'J’ai recruté deux développeuses rencontrées sur le réseau.',
];

runScaleSeed({
  area: 'audience',
  minMembers: 1000,
  reset: async (client) => {
    await step(
      client,
      'reset subscribers',
      `delete from newsletter_subscribers where email like 'lecteur-%@scale.sankofa.test'`,
    );
    await deleteNumbered(client, 'reset testimonials', 'testimonials', testimonialOf, testimonialsWanted);
  },
  write: async (client, n) => {
    await step(
      client,
      'subscribers',
      `insert into newsletter_subscribers (id, email, source, confirmed, created_at)
       select ${scaleId('subscriber', 'g')}, 'lecteur-' || g || '@scale.sankofa.test',
         case when g % 20 = 0 then 'admin_manual' else 'newsletter_page' end,
         g % 3 <> 0, now() - make_interval(secs => g * 600)
       from generate_series(1, $1) g
       on conflict do nothing`,
      [subscribersWanted],
    );
    await step(
      client,
      'testimonials',
      `insert into testimonials (id, user_id, content, rating, status, created_at, updated_at)
       select ${testimonialOf('g')}, ${scaleMemberId(`1 + (g * 7) % ${n}`)},
         (${textArray(sentences)})[1 + g % ${sentences.length}] || ' (' || g || ')',
         1 + (g * 3) % 5,
         case when g % 6 = 0 then 'pending' when g % 6 = 1 then 'rejected' else 'approved' end,
         now() - make_interval(secs => g * 1800), now() - make_interval(secs => g * 1800)
       from generate_series(1, $1) g
       on conflict do nothing`,
      [testimonialsWanted],
    );
  },
  vacuum: ['newsletter_subscribers', 'testimonials'],
});
