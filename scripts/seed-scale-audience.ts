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
import { openDatabase } from '../src/server/db/client';
import {
  positiveIntArg,
  requireDatabaseUrl,
  runSeed,
  scaleMemberId,
  step,
  textArray,
  withClient,
} from './lib/scale';

const url = requireDatabaseUrl(
  'seed:scale:audience needs DATABASE_URL (the PostgreSQL database of `npm run seed:scale`).',
);
const subscribersWanted = positiveIntArg('subscribers', 100_000);
const testimonialsWanted = positiveIntArg('testimonials', 20_000);
const reset = process.argv.includes('--reset');

const idOf = (kind: string, g: string) =>
  `overlay(overlay(md5('sankofa-${kind}-' || (${g})) placing '4' from 13) placing '8' from 17)::uuid`;

const sentences = [
  'Grâce à la communauté j’ai trouvé un mentor qui m’a aidé à lancer mon entreprise.',
  'Un réseau bienveillant où l’on partage les offres et les bons contacts.',
  'J’ai rencontré des professionnels de la diaspora dans mon secteur, à Paris comme à Dakar.',
  'Les événements en ligne m’ont permis de préparer mon retour au pays.',
  'Une plateforme simple, des échanges de qualité et une vraie entraide.',
  'J’ai recruté deux développeuses rencontrées sur le réseau.',
];

const main = async () => {
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();

  await withClient(url, async (client) => {
    const started = Date.now();
    const members = await client.query<{ n: number }>(
      `select count(*)::int as n from users where email like 'scale-%@scale.sankofa.test'`,
    );
    const n = members.rows[0]?.n ?? 0;
    if (n < 1000) throw new Error(`only ${n} scale members: run \`npm run seed:scale\` first.`);

    await client.query('begin');
    if (reset) {
      await step(
        client,
        'reset subscribers',
        `delete from newsletter_subscribers where email like 'lecteur-%@scale.sankofa.test'`,
      );
      await step(
        client,
        'reset testimonials',
        `delete from testimonials where id in (select ${idOf('testimonial', 'g')} from generate_series(1, $1) g)`,
        [testimonialsWanted],
      );
    }
    await step(
      client,
      'subscribers',
      `insert into newsletter_subscribers (id, email, source, confirmed, created_at)
       select ${idOf('subscriber', 'g')}, 'lecteur-' || g || '@scale.sankofa.test',
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
       select ${idOf('testimonial', 'g')}, ${scaleMemberId(`1 + (g * 7) % ${n}`)},
         (${textArray(sentences)})[1 + g % ${sentences.length}] || ' (' || g || ')',
         1 + (g * 3) % 5,
         case when g % 6 = 0 then 'pending' when g % 6 = 1 then 'rejected' else 'approved' end,
         now() - make_interval(secs => g * 1800), now() - make_interval(secs => g * 1800)
       from generate_series(1, $1) g
       on conflict do nothing`,
      [testimonialsWanted],
    );
    await client.query('commit');
    await client.query('vacuum analyze newsletter_subscribers');
    await client.query('vacuum analyze testimonials');
    console.log(`seed:scale:audience done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
};

runSeed(main);
