// `npm run seed:scale:pricing-stats`: the pricing offers, their payments and the landing's figures of
// the benchmark data set (DESIGN.md §6) on the PostgreSQL of DATABASE_URL, the payments made by the
// members of `npm run seed:scale` (run that first): 12 offers (every third paid online, monthly or
// yearly for some), 50k payments over the last two years (nine in ten paid, the rest expired or
// failed), and the four reference figures when the table is empty. Set-based statements.
//
//   DATABASE_URL=postgres://… npm run seed:scale:pricing-stats -- [--offers=12] [--payments=50000] [--reset]
//
// Row g's id is derived from g, so re-running with the same sizes does nothing; --reset removes the
// scale rows first.

import { scaleId, scaleMemberId, step } from './lib/scale';
import { deleteNumbered, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const offersWanted = positiveIntArg('offers', 12);
const paymentsWanted = positiveIntArg('payments', 50_000);

const offerOf = (g: string) => scaleId('offer', g);
const paymentOf = (g: string) => scaleId('payment', g);

runScaleSeed({
  area: 'pricing-stats',
  minMembers: 1000,
  reset: async (client) => {
    await deleteNumbered(client, 'reset payments', 'payments', paymentOf, paymentsWanted);
    await deleteNumbered(client, 'reset offers', 'pricing', offerOf, offersWanted);
  },
  write: async (client, n) => {
    await step(
      client,
      'offers',
      `insert into pricing (id, category, price, description, color, cta_label, cta_url, position,
         amount_cents, currency, interval)
       select ${offerOf('g')}, 'Offre ' || g,
         case when g % 3 = 0 then (g * 10) || ' € / mois' else 'Sur devis' end,
         '<p>Offre de référence ' || g || '</p>', '#f3f4f6', 'Choisir', '/contact', 100 + g,
         case when g % 3 = 0 then g * 1000 end, 'eur',
         case when g % 6 = 0 then 'year' when g % 3 = 0 then 'month' else 'one_time' end
       from generate_series(1, $1) g
       on conflict do nothing`,
      [offersWanted],
    );
    await step(
      client,
      'payments',
      `insert into payments (id, user_id, pricing_id, category, amount_cents, currency, interval, provider,
         provider_session_id, status, created_at, updated_at, paid_at)
       select ${paymentOf('g')}, ${scaleMemberId(`1 + (g * 13) % ${n}`)},
         ${offerOf('3 * (1 + g % greatest(1, $2 / 3))')}, 'Offre', 3000, 'eur', 'month', 'stripe',
         'cs_scale_' || g,
         case when g % 10 = 0 then 'expired' when g % 10 = 1 then 'failed' else 'paid' end,
         now() - make_interval(secs => g * 1200), now() - make_interval(secs => g * 1200),
         case when g % 10 > 1 then now() - make_interval(secs => g * 1200) end
       from generate_series(1, $1) g
       where exists (select 1 from pricing where id = ${offerOf('3 * (1 + g % greatest(1, $2 / 3))')})
       on conflict do nothing`,
      [paymentsWanted, offersWanted],
    );
    await step(
      client,
      'figures',
      `insert into homepage_stats (label, description, mode, source, value, position)
       select * from (values
         ('Professionnels', 'membres de la diaspora', 'live', 'members', 0, 0),
         ('Mentors', 'prêts à partager leur expérience', 'live', 'mentors', 0, 1),
         ('Projets', 'portés par la communauté', 'manual', null, 300, 2),
         ('Pays', 'représentés', 'live', 'countries', 0, 3)) v
       where not exists (select 1 from homepage_stats)`,
    );
  },
  vacuum: ['pricing', 'payments'],
});
