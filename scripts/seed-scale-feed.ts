// `npm run seed:scale:feed`: the feed part of the benchmark data set of DESIGN.md §6 on the PostgreSQL
// of DATABASE_URL, over the members of `npm run seed:scale` (run that first): 1M microblog posts spread
// over the last two years (newest every ~63 s), half of them with hashtags, ~2M likes, ~700k comments
// and ~90k shares, with the posts' counters and the hashtags' post counts equal to the rows written.
// Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:feed -- [--posts=1000000] [--reset]
//
// Post g is written by scale member 1 + g mod N (N the scale members) and has g mod 5 likes, 3 comments
// when g mod 7 = 0 (else 1 when g mod 3 = 0), and a share when g mod 11 = 0. Ids are derived from g, so
// re-running with the same size does nothing; --reset removes the scale posts first.
import { foldHashtag } from '../src/common/contracts/feed';
import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { numberedRows, positiveIntArg, runScaleSeed } from './lib/scale-seed';

const postsWanted = positiveIntArg('posts', 1_000_000);

/** Scale post g's id. */
const postOf = (g: string) => scaleId('post', g);
const posts = numberedRows('microblog_posts', postOf, postsWanted, 'posts');

const tags = [
  'AfroTech',
  'Diaspora',
  'Entrepreneuriat',
  'Emploi',
  'Dakar',
  'Abidjan',
  'Lagos',
  'Innovation',
  'Fintech',
  'AgriTech',
  'Mentorat',
  'Leadership',
  'FemmesEntrepreneures',
  'Startup',
  'Recrutement',
  'Formation',
  'Numérique',
  'Santé',
  'Éducation',
  'Culture',
  'Musique',
  'Cinéma',
  'Sport',
  'Investissement',
  'Énergie',
  'Climat',
  'Logistique',
  'Commerce',
  'Marketing',
  'Design',
  'Data',
  'IA',
  'Cybersécurité',
  'Réseau',
  'Événement',
  'Conférence',
  'Bourse',
  'Stage',
  'Alternance',
  'Freelance',
];
const sentences = [
  'Ravi de partager une nouvelle étape de notre aventure avec vous.',
  'Nous recrutons ! Contactez-moi si le poste vous intéresse.',
  'Retour sur une journée riche en échanges avec la communauté.',
  'Quel conseil donneriez-vous à un jeune diplômé qui se lance ?',
  'Merci à toutes les personnes présentes hier soir, quelle énergie !',
  'Je cherche des partenaires pour un projet dans le secteur agricole.',
  'Belle conférence sur le financement des startups africaines.',
  "Fier de l'équipe qui a livré ce projet dans les délais.",
];

runScaleSeed({
  area: 'feed',
  minMembers: 1000,
  ...posts,
  reset: async (client) => {
    await posts.reset(client);
    await step(
      client,
      'reset hashtag counts',
      `update hashtags h set post_count = (select count(*) from microblog_post_hashtags ph where ph.tag = h.tag)`,
    );
  },
  write: async (client, n) => {
    // Tag g: the first in the list for even g, a second one when g mod 5 = 0 (folded for matching).
    const tagA = `(${textArray(tags)})[1 + (g % ${tags.length})]`;
    const tagB = `(${textArray(tags)})[1 + ((g * 7 + 3) % ${tags.length})]`;
    const foldedA = `(${textArray(tags.map(foldHashtag))})[1 + (g % ${tags.length})]`;
    const foldedB = `(${textArray(tags.map(foldHashtag))})[1 + ((g * 7 + 3) % ${tags.length})]`;
    const likes = `(g % 5)`;
    const comments = `(case when g % 7 = 0 then 3 when g % 3 = 0 then 1 else 0 end)`;
    const shares = `(case when g % 11 = 0 then 1 else 0 end)`;
    await step(
      client,
      'posts',
      `insert into microblog_posts (id, user_id, content, hashtags, likes_count, comments_count, shares_count, created_at, updated_at)
       select ${postOf('g')}, ${scaleMemberId(`1 + g % ${n}`)},
         (${textArray(sentences)})[1 + (g % ${sentences.length})]
           || case when g % 2 = 0 then ' #' || ${tagA} else '' end
           || case when g % 5 = 0 and ${tagB} <> ${tagA} then ' #' || ${tagB} else '' end,
         array_remove(array[
           case when g % 2 = 0 then ${foldedA} end,
           case when g % 5 = 0 and ${tagB} <> ${tagA} then ${foldedB} end
         ], null),
         ${likes}, ${comments}, ${shares}, ts, ts
       from (select g, date_trunc('milliseconds', now() - make_interval(secs => g * 63.07)) ts
             from generate_series(1, $1) g) s
       on conflict do nothing`,
      [postsWanted],
    );
    await step(
      client,
      'hashtags',
      `insert into hashtags (tag, display, post_count)
       select folded, t, 0 from unnest(${textArray(tags)}, ${textArray(tags.map(foldHashtag))}) x(t, folded)
       on conflict (tag) do nothing`,
    );
    await step(
      client,
      'post hashtags',
      `insert into microblog_post_hashtags (post_id, tag, display, post_created_at)
       select p.id, t.tag, h.display, p.created_at
       from microblog_posts p cross join lateral unnest(p.hashtags) t(tag) join hashtags h on h.tag = t.tag
       where p.id in (select ${postOf('g')} from generate_series(1, $1) g)
       on conflict do nothing`,
      [postsWanted],
    );
    await step(
      client,
      'hashtag counts',
      `update hashtags h set post_count = c.n
       from (select tag, count(*)::int n from microblog_post_hashtags group by tag) c where c.tag = h.tag`,
    );
    await step(
      client,
      'likes',
      `insert into microblog_likes (post_id, user_id, created_at)
       select ${postOf('g')}, ${scaleMemberId(`1 + (g * 7 + k * 13) % ${n}`)}, now() - make_interval(secs => g * 63.07 - k)
       from generate_series(1, $1) g cross join lateral generate_series(1, ${likes}) k
       on conflict do nothing`,
      [postsWanted],
    );
    await step(
      client,
      'comments',
      `insert into microblog_comments (post_id, user_id, content, created_at)
       select ${postOf('g')}, ${scaleMemberId(`1 + (g * 11 + k * 17) % ${n}`)},
         (array['Bravo !', 'Très intéressant, merci du partage.', 'Je suis disponible pour en discuter.', 'Félicitations à toute l''équipe !'])[1 + (g + k) % 4],
         date_trunc('milliseconds', now() - make_interval(secs => g * 63.07 - k * 5))
       from generate_series(1, $1) g cross join lateral generate_series(1, ${comments}) k`,
      [postsWanted],
    );
    await step(
      client,
      'shares',
      `insert into microblog_shares (post_id, user_id, created_at)
       select ${postOf('g')}, ${scaleMemberId(`1 + (g * 3) % ${n}`)}, now() - make_interval(secs => g * 63.07 - 30)
       from generate_series(1, $1) g where ${shares} = 1`,
      [postsWanted],
    );
  },
  vacuum: [
    'microblog_posts',
    'microblog_post_hashtags',
    'microblog_likes',
    'microblog_comments',
    'microblog_shares',
    'hashtags',
  ],
});
