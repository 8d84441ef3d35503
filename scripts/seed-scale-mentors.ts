// `npm run seed:scale:mentors`: the mentors of the benchmark data set (DESIGN.md §6) on the PostgreSQL of
// DATABASE_URL, among the members of `npm run seed:scale` (run that first): 10k mentor records (one
// member in ten), 20 domains (1 to 3 each), 4 languages, one in 7 closed to new mentees, one in 23
// stopped; 3 requests each for the first 2 000 (pending, accepted, declined) and a review on the
// accepted ones. Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:mentors -- [--mentors=10000] [--reset]
//
// Mentor g is scale member 1 + (g - 1) × k (k = members / mentors, so each is a different member); ids
// are derived from g, so re-running with the same size does nothing; --reset removes them first.

import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { numberedRows, positiveIntArg, recountStep, runScaleSeed } from './lib/scale-seed';

const mentorsWanted = positiveIntArg('mentors', 10_000);

const mentorOf = (g: string) => scaleId('mentor', g);
const requestOf = (g: string, r: string) => scaleId('mentorship', `(${g}) * 10 + ${r}`);

const domains = [
  'Finance',
  'Fintech',
  'Entrepreneuriat',
  'Marketing digital',
  'Développement logiciel',
  'Data',
  'Ressources humaines',
  'Agronomie',
  'Santé',
  'Droit des affaires',
  'Énergie',
  'Éducation',
  'Commerce international',
  'Design',
  'Communication',
  'Levée de fonds',
  'Leadership',
  'Carrière',
  'Industrie',
  'Immobilier',
];
const languages = ['Français', 'English', 'Wolof', 'Português'];

runScaleSeed({
  area: 'mentors',
  minMembers: mentorsWanted,
  ...numberedRows('mentors', mentorOf, mentorsWanted, 'mentors'),
  write: async (client, n) => {
    const k = Math.floor(n / mentorsWanted);
    const member = (g: string) => scaleMemberId(`1 + ((${g}) - 1) * ${k}`);
    const d = (offset: number) => `(${textArray(domains)})[1 + ((g * ${offset + 3}) % ${domains.length})]`;
    await step(
      client,
      'mentors',
      `insert into mentors (id, profile_id, bio, domains, languages, is_available, slots, tariff, capacity,
         is_active, created_at, updated_at)
       select ${mentorOf('g')}, ${member('g')},
         'Mentor depuis ' || (2 + g % 15) || ' ans, j’accompagne les professionnels de la diaspora.',
         case g % 3 when 0 then array[${d(0)}] when 1 then array[${d(0)}, ${d(1)}]
           else array[${d(0)}, ${d(1)}, ${d(2)}] end,
         array[(${textArray(languages)})[1 + g % 4]],
         g % 7 <> 0, case when g % 2 = 0 then 'Le soir en semaine' end,
         case when g % 4 = 0 then null else (20 + g % 80)::numeric end,
         3 + g % 5, g % 23 <> 0,
         now() - make_interval(secs => g * 600), now() - make_interval(secs => g * 600)
       from generate_series(1, $1) g
       on conflict (profile_id) do nothing`,
      [mentorsWanted],
    );
    await step(
      client,
      'profiles.is_mentor',
      `update profiles set is_mentor = true where id in (select profile_id from mentors where is_active)`,
    );
    // Three requests for the first 2 000 mentors, from members who are not mentors (k > 1: the next one).
    const mentee = (g: string, r: number) => scaleMemberId(`1 + ((${g}) * ${k} + ${r}) % ${n}`);
    const requests = Math.min(2000, mentorsWanted);
    for (const [r, status] of [
      [1, 'pending'],
      [2, 'accepted'],
      [3, 'declined'],
    ] as const) {
      await step(
        client,
        `requests ${status}`,
        `insert into mentorship_requests (id, mentor_id, mentee_id, message, status, created_at, updated_at,
           responded_at)
         select ${requestOf('g', String(r))}, ${mentorOf('g')}, ${mentee('g', r)},
           'Bonjour, j’aimerais être accompagné dans mon projet.', $2,
           now() - make_interval(secs => g * 60 + ${r}), now(), case when $2 <> 'pending' then now() end
         from generate_series(1, $1) g
         where exists (select 1 from mentors where id = ${mentorOf('g')})
         on conflict do nothing`,
        [requests, status],
      );
    }
    await recountStep(client, 'active mentees', {
      table: 'mentors',
      column: 'active_mentees',
      source: 'mentorship_requests',
      key: 'mentor_id',
      where: "status = 'accepted'",
    });
    await step(
      client,
      'reviews',
      `insert into mentor_reviews (request_id, mentor_id, author_id, rating, text)
       select r.id, r.mentor_id, r.mentee_id, 3 + (abs(hashtext(r.id::text)) % 3),
         'Des conseils concrets et une vraie écoute.'
       from mentorship_requests r where r.status = 'accepted'
       on conflict (request_id) do nothing`,
    );
    await step(
      client,
      'review counts',
      `update mentors m set review_count = a.n, rating_sum = a.s
       from (select mentor_id, count(*)::int as n, sum(rating)::int as s from mentor_reviews
             group by mentor_id) a
       where a.mentor_id = m.id`,
    );
  },
  vacuum: ['mentors', 'mentorship_requests', 'profiles'],
});
