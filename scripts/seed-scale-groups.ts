// `npm run seed:scale:groups`: the groups part of the benchmark data set (issue 17: 10k groups and 1M
// group posts) on the PostgreSQL of DATABASE_URL, over the members of `npm run seed:scale` (run that
// first). Set-based statements with generate_series; the member, like and comment counters equal the
// rows written.
//
//   DATABASE_URL=postgres://… npm run seed:scale:groups -- [--groups=10000] [--posts=1000000] [--reset]
//
// Group g (1 in 10 secret, 3 in 10 private, the rest public) has 5 + g mod 40 members: scale members
// 1 + (g * 37 + k * 101) mod N for k = 0… (k = 0 its creator, k = 1 an admin, k = 2 a moderator).
// Half the posts go to the first 100 groups (about 5 000 posts each: the deep feeds), the other half
// across all groups; post p is written by one of its group's members, has p mod 4 likes by other members
// and 2 comments when p mod 5 = 0. Ids are derived from g and p, so re-running with the same sizes does
// nothing; --reset removes the scale groups (and with them their posts) first.

import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { numberedRows, positiveIntArg, recountStep, runScaleSeed } from './lib/scale-seed';

const groupsWanted = positiveIntArg('groups', 10_000);
const postsWanted = positiveIntArg('posts', 1_000_000);

const groupOf = (g: string) => scaleId('group', g);
const groupPostOf = (p: string) => scaleId('group-post', p);
/** The number of members of group g, as SQL. */
const memberCount = (g: string) => `(5 + (${g}) % 40)`;
/** Group g's k-th member (k from 0, the creator), among the N scale members, as SQL. */
const memberOf = (g: string, k: string, n: number) =>
  scaleMemberId(`1 + ((${g}) * 37 + (${k}) * 101) % ${n}`);
/** The group of post p, as SQL: half in the first 100 groups, half spread. */
const groupOfPost = (p: string, groups: number) =>
  `(case when (${p}) % 2 = 0 then 1 + ((${p}) / 2) % least(100, ${groups}) else 1 + (${p}) % ${groups} end)`;

const names = [
  'Ingénieurs',
  'Entrepreneurs',
  'Développeurs',
  'Designers',
  'Médecins',
  'Juristes',
  'Financiers',
  'Enseignants',
  'Artistes',
  'Agronomes',
];
const places = ['Dakar', 'Abidjan', 'Lagos', 'Paris', 'Montréal', 'Bruxelles', 'Douala', 'Accra', 'Kigali'];
const sentences = [
  'Réunion mensuelle jeudi à 18 h, ordre du jour en commentaire.',
  'Qui connaît un bon cabinet comptable pour une jeune entreprise ?',
  'Partage de la présentation de la dernière rencontre.',
  'Bienvenue aux nouveaux membres du groupe !',
  'Une offre de stage intéressante circule, je vous mets le lien.',
  'Retour sur notre atelier de samedi : merci à tous.',
];

runScaleSeed({
  area: 'groups',
  minMembers: 1000,
  ...numberedRows('groups', groupOf, groupsWanted, 'groups'),
  write: async (client, n) => {
    await step(
      client,
      'groups',
      `insert into groups (id, name, description, type, created_by, member_count, tags, created_at, updated_at)
       select ${groupOf('g')},
         (${textArray(names)})[1 + g % ${names.length}] || ' de ' || (${textArray(places)})[1 + g % ${places.length}] || ' ' || g,
         'Un groupe de la communauté : entraide, offres et rencontres.',
         case when g % 10 = 0 then 'secret' when g % 10 < 4 then 'private' else 'public' end,
         ${memberOf('g', '0', n)}, ${memberCount('g')},
         array[lower((${textArray(names)})[1 + g % ${names.length}])],
         ts, ts
       from (select g, date_trunc('milliseconds', now() - make_interval(secs => g * 3000)) ts
             from generate_series(1, $1) g) s`,
      [groupsWanted],
    );
    // Two groups may draw the same member twice (k and k' with equal residues): the unique index keeps
    // one row, and the member count is set from the rows afterwards.
    await step(
      client,
      'group members',
      `insert into group_members (group_id, user_id, role, joined_at, notify_posts)
       select ${groupOf('g')}, ${memberOf('g', 'k', n)},
         case k when 0 then 'creator' when 1 then 'admin' when 2 then 'moderator' else 'member' end,
         date_trunc('milliseconds', now() - make_interval(secs => g * 3000 - k * 60)), k % 9 = 4
       from generate_series(1, $1) g cross join lateral generate_series(0, ${memberCount('g')} - 1) k
       on conflict do nothing`,
      [groupsWanted],
    );
    await recountStep(client, 'member counts', {
      table: 'groups',
      column: 'member_count',
      source: 'group_members',
      key: 'group_id',
      seeded: { idOf: groupOf, count: groupsWanted },
    });
    const likes = '(p % 4)';
    const comments = '(case when p % 5 = 0 then 2 else 0 end)';
    const group = groupOfPost('p', groupsWanted);
    await step(
      client,
      'group posts',
      `insert into microblog_posts (id, user_id, group_id, content, likes_count, comments_count, created_at, updated_at)
       select ${groupPostOf('p')}, ${memberOf(group, `p % ${memberCount(group)}`, n)}, ${groupOf(group)},
         (${textArray(sentences)})[1 + p % ${sentences.length}], 0, 0, ts, ts
       from (select p, date_trunc('milliseconds', now() - make_interval(secs => p * 31.5)) ts
             from generate_series(1, $1) p) s`,
      [postsWanted],
    );
    await step(
      client,
      'group post likes',
      `insert into microblog_likes (post_id, user_id, created_at)
       select ${groupPostOf('p')}, ${memberOf(group, `(p + k) % ${memberCount(group)}`, n)},
         now() - make_interval(secs => p * 31.5 - k)
       from generate_series(1, $1) p cross join lateral generate_series(1, ${likes}) k
       on conflict do nothing`,
      [postsWanted],
    );
    await step(
      client,
      'group post comments',
      `insert into microblog_comments (post_id, user_id, content, created_at)
       select ${groupPostOf('p')}, ${memberOf(group, `(p + k * 3) % ${memberCount(group)}`, n)},
         (array['Merci pour le partage.', 'Je serai là.', 'Bonne idée !', 'Je transmets à mon équipe.'])[1 + (p + k) % 4],
         date_trunc('milliseconds', now() - make_interval(secs => p * 31.5 - k * 5))
       from generate_series(1, $1) p cross join lateral generate_series(1, ${comments}) k`,
      [postsWanted],
    );
    // The counters from the rows (a like drawn twice for one member was kept once).
    await step(
      client,
      'post counters',
      `update microblog_posts mp set
         likes_count = (select count(*) from microblog_likes l where l.post_id = mp.id),
         comments_count = (select count(*) from microblog_comments c where c.post_id = mp.id)
       where mp.id in (select ${groupPostOf('p')} from generate_series(1, $1) p)`,
      [postsWanted],
    );
  },
  vacuum: ['groups', 'group_members', 'microblog_posts', 'microblog_likes', 'microblog_comments'],
});
