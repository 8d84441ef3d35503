// `npm run seed:scale:events`: the events of the benchmark data set (DESIGN.md §6) on the PostgreSQL of
// DATABASE_URL, among the members of `npm run seed:scale` (run that first): 50k events from two years
// ago to a year ahead (the places of the scale job offers; one in 5 online; one in 2 with a category),
// 10 participants and 3 comments each on the first 5 000. Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:events -- [--events=50000] [--reset]
//
// Ids are derived from the event's number, so re-running with the same size does nothing; --reset
// removes them first.

import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { places } from './lib/scale-places';
import { numberedRows, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const eventsWanted = positiveIntArg('events', 50_000);

const eventOf = (g: string) => scaleId('event', g);
const topics = [
  'Atelier',
  'Conférence',
  'Rencontre',
  'Afterwork',
  'Forum',
  'Webinaire',
  'Salon',
  'Masterclass',
];
const subjects = [
  'fintech en Afrique de l’Ouest',
  'entrepreneuriat de la diaspora',
  'agritech et circuits courts',
  'carrières dans la data',
  'levée de fonds',
  'énergie solaire',
  'commerce international',
  'santé numérique',
];

runScaleSeed({
  area: 'events',
  minMembers: 20,
  ...numberedRows('events', eventOf, eventsWanted, 'events'),
  write: async (client, n) => {
    const member = (i: string) => scaleMemberId(`1 + ((${i}) % ${n})`);
    const place = `(${textArray(places.map(([name]) => name))})[1 + g % ${places.length}]`;
    const code = `(${textArray(places.map(([, iso]) => iso))})[1 + g % ${places.length}]`;
    // Starts spread evenly from two years ago to one year ahead, at 18:00 or 9:00.
    const start = `date_trunc('day', now()) - interval '730 days' + make_interval(days => (g * 1095 / $1)::int, hours => case when g % 2 = 0 then 18 else 9 end)`;
    await step(
      client,
      'events',
      `insert into events (id, title, description, start_date, end_date, type, adresse, ville, pays, country_code,
         location, online_url, max_participants, price, creator_id, created_at, updated_at)
       select ${eventOf('g')},
         (${textArray(topics)})[1 + g % ${topics.length}] || ' : ' || (${textArray(subjects)})[1 + (g / 7) % ${subjects.length}] || ' #' || g,
         'Un rendez-vous du réseau pour échanger et apprendre ensemble, avec des intervenants de la diaspora.',
         ${start}, ${start} + interval '3 hours',
         case when g % 5 = 0 then 'en_ligne' when g % 11 = 0 then 'hybride' else 'presentiel' end,
         case when g % 5 = 0 then null else g || ' avenue de l’Indépendance' end,
         case when g % 5 = 0 then null else split_part(${place}, ', ', 1) end,
         case when g % 5 = 0 then null else split_part(${place}, ', ', 2) end,
         case when g % 5 = 0 then null else ${code} end,
         case when g % 5 = 0 then 'En ligne' else ${place} end,
         case when g % 5 = 0 or g % 11 = 0 then 'https://meet.example.com/e' || g end,
         case when g % 3 = 0 then null else 20 + g % 200 end,
         case when g % 4 = 0 then 'Gratuit' end,
         ${member('g * 7')},
         now() - make_interval(secs => ($1 - g) * 60), now() - make_interval(secs => ($1 - g) * 60)
       from generate_series(1, $1) g
       on conflict (id) do nothing`,
      [eventsWanted],
    );
    await step(
      client,
      'categories',
      `insert into event_categories (event_id, category_id, position)
       select ${eventOf('g')}, c.id, 0
       from generate_series(1, $1) g
       join lateral (select id from blog_categories order by name offset (g % (select greatest(count(*), 1) from blog_categories)) limit 1) c on true
       where g % 2 = 0
       on conflict do nothing`,
      [eventsWanted],
    );
    const busy = Math.min(5000, eventsWanted);
    await step(
      client,
      'participants',
      `insert into event_participants (event_id, profile_id, status, created_at)
       select ${eventOf('g')}, ${member('g * 13 + p')}, 'registered', now() - make_interval(secs => g + p)
       from generate_series(1, $1) g, generate_series(1, 10) p
       on conflict do nothing`,
      [busy],
    );
    await step(
      client,
      'participant counts',
      `update events e set participant_count = least(a.n, coalesce(e.max_participants, a.n))
       from (select event_id, count(*)::int as n from event_participants group by event_id) a
       where a.event_id = e.id`,
    );
    await step(
      client,
      'comments',
      `insert into event_comments (event_id, author_id, content, created_at)
       select ${eventOf('g')}, ${member('g * 17 + c')}, 'Merci pour l’organisation, à bientôt !',
         now() - make_interval(secs => g * 10 + c)
       from generate_series(1, $1) g, generate_series(1, 3) c`,
      [busy],
    );
  },
  vacuum: ['events', 'event_participants'],
});
