// `npm run seed:scale:jobs`: the job offers of the benchmark data set (DESIGN.md §6) on the PostgreSQL
// of DATABASE_URL, posted by the members of `npm run seed:scale` (run that first): 100k offers over the
// last year (newest every ~5 min), 6 contract types, 40 places in 15 countries, 2 000 companies; one in
// 19 withdrawn, about one in 6 past its last day (so the list filters really filter). Set-based
// statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:jobs -- [--offers=100000] [--reset]
//
// Offer g is posted by scale member 1 + g mod N; ids are derived from g, so re-running with the same
// size does nothing; --reset removes the scale offers first. The directory's 50k companies are
// `npm run seed:scale:companies` (same places and company names, scripts/lib/scale-places.ts).
import { jobTypes } from '../src/common/contracts/job-offers';
import { renderMarkdown } from '../src/server/features/job-offers/markdown';
import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { companyKinds, companyWords, places } from './lib/scale-places';
import { numberedRows, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const offersWanted = positiveIntArg('offers', 100_000);

/** Scale offer g's id. */
const offerOf = (g: string) => scaleId('job', g);

const titles = [
  'Développeur·se backend',
  'Comptable senior',
  'Chef·fe de projet digital',
  'Ingénieur·e réseaux',
  'Responsable des ressources humaines',
  'Data analyst',
  'Chargé·e de communication',
  'Juriste d’affaires',
  'Commercial·e terrain',
  'Infirmier·ère',
  'Professeur·e de mathématiques',
  'Agronome',
  'Designer UX',
  'Contrôleur·se de gestion',
  'Technicien·ne de maintenance',
  'Assistant·e de direction',
];
const description = [
  '## Missions',
  '',
  '- Piloter les projets de l’équipe',
  '- Travailler avec les partenaires locaux',
  '',
  '## Profil',
  '',
  'Au moins **3 ans** d’expérience, goût du travail en équipe.',
].join('\n');

runScaleSeed({
  area: 'jobs',
  minMembers: 1000,
  ...numberedRows('job_offers', offerOf, offersWanted, 'offers'),
  write: async (client, n) => {
    const place = `(1 + ((g * 7) % ${places.length}))`;
    const company = `(${textArray(companyWords)})[1 + (g % 2000) / 200] || ' ' || (${textArray(companyKinds)})[1 + (g % 2000) % 10] || ' ' || (g % 2000)`;
    await step(
      client,
      'offers',
      `insert into job_offers (id, user_id, title, company, location, country_code, type, salary, description,
         description_html, contact, is_active, expires_at, created_at, updated_at)
       select ${offerOf('g')}, ${scaleMemberId(`1 + g % ${n}`)},
         (${textArray(titles)})[1 + (g % ${titles.length})],
         ${company},
         (${textArray(places.map((p) => p[0]))})[${place}],
         (${textArray(places.map((p) => p[1]))})[${place}],
         (${textArray([...jobTypes])})[1 + ((g / 3) % ${jobTypes.length})],
         case when g % 3 = 0 then (500 + g % 2000) || ' 000 FCFA par mois' end,
         $2, $3, 'recrutement' || (g % 2000) || '@exemple.com',
         g % 19 <> 0,
         current_date + ((g % 120) - 20)::int,
         now() - make_interval(secs => g * 300), now() - make_interval(secs => g * 300)
       from generate_series(1, $1) g`,
      [offersWanted, description, renderMarkdown(description)],
    );
  },
  vacuum: ['job_offers'],
});
