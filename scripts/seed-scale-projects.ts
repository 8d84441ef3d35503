// `npm run seed:scale:projects`: the projects of the benchmark data set (DESIGN.md §6) on the PostgreSQL
// of DATABASE_URL, among the members of `npm run seed:scale` (run that first): 50k projects (one in ten
// a draft, one in eight archived), 20 tags (1 to 3 each), start dates over 2020–2028, the owner as first
// participant; three more participants and a pending request on the first 10 000, and 5 news updates and
// 20 comments on the first 1 000. Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:projects -- [--projects=50000] [--reset]
//
// Project g is owned by scale member 1 + (g × 7) % members; ids are derived from g, so re-running with
// the same size does nothing; --reset removes them first (their rows go by foreign keys).

import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { numberedRows, positiveIntArg, recountStep, runScaleSeed } from './lib/scale-seed';

const projectsWanted = positiveIntArg('projects', 50_000);

const projectOf = (g: string) => scaleId('project', g);

const tags = [
  'énergie',
  'agriculture',
  'éducation',
  'santé',
  'numérique',
  'fintech',
  'eau',
  'reboisement',
  'culture',
  'artisanat',
  'tourisme',
  'logistique',
  'femmes',
  'jeunesse',
  'recyclage',
  'immobilier',
  'mode',
  'musique',
  'sport',
  'diaspora',
];
const themes = [
  'Ferme solaire',
  'École numérique',
  'Coopérative agricole',
  'Incubateur',
  'Centre de santé',
  'Plateforme de paiement',
  'Atelier de couture',
  'Festival',
  'Forage',
  'Bibliothèque mobile',
];
const places = [
  'Dakar, Sénégal',
  'Abidjan, Côte d’Ivoire',
  'Douala, Cameroun',
  'Paris, France',
  'Lomé, Togo',
];
const countries = ['SN', 'CI', 'CM', 'FR', 'TG'];

runScaleSeed({
  area: 'projects',
  minMembers: 10,
  ...numberedRows('projects', projectOf, projectsWanted, 'projects'),
  write: async (client, n) => {
    const member = (i: string) => scaleMemberId(`1 + (${i}) % ${n}`);
    const tag = (offset: number) => `(${textArray(tags)})[1 + ((g * ${offset + 3}) % ${tags.length})]`;
    await step(
      client,
      'projects',
      `insert into projects (id, title, description, status, owner_id, tags, start_date, end_date, location,
         country_code, participant_count, created_at, updated_at)
       select ${projectOf('g')},
         (${textArray(themes)})[1 + g % ${themes.length}] || ' ' || g,
         'Un projet porté par des membres de la diaspora pour ' ||
           (${textArray(tags)})[1 + g % ${tags.length}] || ' : étude, financement et mise en œuvre sur le terrain.',
         case when g % 10 = 0 then 'draft' when g % 8 = 0 then 'archived' else 'published' end,
         ${member('g * 7')},
         case g % 3 when 0 then array[${tag(0)}] when 1 then array[${tag(0)}, ${tag(1)}]
           else array[${tag(0)}, ${tag(1)}, ${tag(2)}] end,
         date '2020-01-01' + (g * 37) % 3200,
         case when g % 2 = 0 then date '2020-01-01' + (g * 37) % 3200 + 365 end,
         (${textArray(places)})[1 + g % ${places.length}],
         (${textArray(countries)})[1 + g % ${countries.length}],
         1,
         now() - make_interval(secs => g * 300), now() - make_interval(secs => g * 300)
       from generate_series(1, $1) g`,
      [projectsWanted],
    );
    await step(
      client,
      'owners as participants',
      `insert into project_members (project_id, profile_id, role, status, created_at, responded_at)
       select ${projectOf('g')}, ${member('g * 7')}, 'admin', 'accepted',
         now() - make_interval(secs => g * 300), now() - make_interval(secs => g * 300)
       from generate_series(1, $1) g
       on conflict do nothing`,
      [projectsWanted],
    );
    const busy = Math.min(10_000, projectsWanted);
    for (const [r, status] of [
      [1, 'accepted'],
      [2, 'accepted'],
      [3, 'accepted'],
      [4, 'pending'],
    ] as const) {
      await step(
        client,
        `participants ${r} (${status})`,
        `insert into project_members (project_id, profile_id, role, status, message, created_at, responded_at)
         select ${projectOf('g')}, ${member(`g * 7 + ${r}`)}, 'member', $2, 'Je souhaite contribuer.',
           now() - make_interval(secs => g * 300 - ${r} * 60), case when $2 = 'accepted' then now() end
         from generate_series(1, $1) g
         on conflict do nothing`,
        [busy, status],
      );
    }
    await recountStep(client, 'participant counts', {
      table: 'projects',
      column: 'participant_count',
      source: 'project_members',
      key: 'project_id',
      where: "status = 'accepted'",
      seeded: { idOf: projectOf, count: busy },
    });
    const lively = Math.min(1_000, projectsWanted);
    await step(
      client,
      'news updates',
      `insert into project_updates (project_id, author_id, content, created_at)
       select ${projectOf('g')}, ${member('g * 7')}, 'Étape ' || u || ' franchie : merci à toute l’équipe.',
         now() - make_interval(secs => g * 300 - u * 3600)
       from generate_series(1, $1) g, generate_series(1, 5) u`,
      [lively],
    );
    await step(
      client,
      'comments',
      `insert into project_comments (project_id, author_id, content, created_at)
       select ${projectOf('g')}, ${member('g * 11 + c')}, 'Bravo pour ce projet, je suis de près.',
         now() - make_interval(secs => g * 300 - c * 600)
       from generate_series(1, $1) g, generate_series(1, 20) c`,
      [lively],
    );
  },
  vacuum: ['projects', 'project_members', 'project_updates', 'project_comments'],
});
