// `npm run seed:scale:blog`: the blog of the benchmark data set (DESIGN.md §6, issue 16 "100k articles") on
// the PostgreSQL of DATABASE_URL, written by the members of `npm run seed:scale` (run that first): 100k
// articles over the last two years (one in 12 a draft, one in 30 unpublished), one to three categories
// each, ~5 likes and ~2 comments each (threads with replies), readers on one to four days after publication
// (`post_views` and `views_count`). Set-based statements with generate_series.
//
//   DATABASE_URL=postgres://… npm run seed:scale:blog -- [--posts=100000] [--reset]
//
// Article g is written by scale member 1 + g mod N; ids are derived from g, so re-running with the same
// size does nothing; --reset removes the scale articles (their likes and comments cascade) first.

import { scaleId, scaleMemberId, step, textArray } from './lib/scale';
import { numberedRows, positiveIntArg, recountStep, runScaleSeed } from './lib/scale-seed';

const postsWanted = positiveIntArg('posts', 100_000);

const postOf = (g: string) => scaleId('blog', g);

const titles = [
  'Réussir son retour au pays',
  'Financer sa première entreprise',
  'Le karité, une filière d’avenir',
  'Recruter à distance depuis Abidjan',
  'Cinq leçons de la diaspora tech',
  'Négocier son salaire à Dakar',
  'Le mobile money change le commerce',
  'Créer une coopérative agricole',
  'Exporter vers l’Europe sans se tromper',
  'Le mentorat, accélérateur de carrière',
];
const paragraph =
  'Entrepreneurs, cadres et étudiants de la diaspora partagent ici leurs expériences : financement, ' +
  'recrutement, marchés locaux, réglementation et réseaux. Chaque parcours apporte des conseils concrets ' +
  'pour réussir entre l’Afrique et l’Europe, avec des exemples chiffrés et des contacts utiles.';

runScaleSeed({
  area: 'blog',
  minMembers: 100,
  ...numberedRows('blog_posts', postOf, postsWanted, 'articles'),
  write: async (client, n) => {
    const categories = await client.query<{ id: string }>('select id from blog_categories order by name');
    const c = categories.rows.length;
    if (c === 0) throw new Error('no blog categories: start the app once to seed them.');
    await step(
      client,
      'articles',
      `insert into blog_posts (id, title, slug, content, content_text, word_count, excerpt, author_id, status,
         published_at, likes_count, comments_count, created_at, updated_at)
       select ${postOf('g')},
         (${textArray(titles)})[1 + (g % ${titles.length})] || ' (' || g || ')',
         'scale-' || g,
         '<p>' || $2 || '</p><p>Article numéro ' || g || '.</p>',
         $2 || ' Article numéro ' || g || '.',
         60,
         case when g % 4 = 0 then 'Un résumé court de l’article ' || g || '.' end,
         ${scaleMemberId(`1 + g % ${n}`)},
         case when g % 12 = 0 then 'draft' when g % 30 = 0 then 'unpublished' else 'published' end,
         case when g % 12 = 0 then null else now() - make_interval(secs => g * 600) end,
         0, 0,
         now() - make_interval(secs => g * 600), now() - make_interval(secs => g * 600)
       from generate_series(1, $1) g`,
      [postsWanted, paragraph],
    );
    await step(
      client,
      'categories',
      `insert into blog_post_categories (post_id, category_id)
       select ${postOf('g')}, (array(select id from blog_categories order by name))[1 + ((g * k) % ${c})]
       from generate_series(1, $1) g, generate_series(1, 1 + g % 3) k
       on conflict do nothing`,
      [postsWanted],
    );
    await step(
      client,
      'likes',
      `insert into blog_post_likes (post_id, user_id)
       select ${postOf('g')}, ${scaleMemberId(`1 + (g * 7 + k * 13) % ${n}`)}
       from generate_series(1, $1) g, generate_series(1, g % 10) k
       on conflict do nothing`,
      [postsWanted],
    );
    await step(
      client,
      'comments',
      `insert into blog_comments (id, post_id, author_id, content, root_id, depth, created_at, updated_at)
       select ${scaleId('blogc', 'g')}, ${postOf('g')}, ${scaleMemberId(`1 + (g * 11) % ${n}`)},
         'Merci pour ce partage, très utile.', ${scaleId('blogc', 'g')}, 0,
         now() - make_interval(secs => g * 600 - 60), now() - make_interval(secs => g * 600 - 60)
       from generate_series(1, $1) g where g % 12 <> 0`,
      [postsWanted],
    );
    await step(
      client,
      'replies',
      `insert into blog_comments (id, post_id, author_id, content, parent_id, root_id, depth, created_at, updated_at)
       select ${scaleId('blogr', 'g')}, ${postOf('g')}, ${scaleMemberId(`1 + (g * 17) % ${n}`)},
         'Entièrement d’accord !', ${scaleId('blogc', 'g')}, ${scaleId('blogc', 'g')}, 1,
         now() - make_interval(secs => g * 600 - 120), now() - make_interval(secs => g * 600 - 120)
       from generate_series(1, $1) g where g % 12 <> 0 and g % 2 = 0`,
      [postsWanted],
    );
    await step(
      client,
      'views',
      `insert into post_views (post_id, day, views)
       select ${postOf('g')}, (now() - make_interval(secs => g * 600))::date + k, 1 + (g * k) % 40
       from generate_series(1, $1) g, generate_series(0, g % 4) k
       where g % 12 <> 0 and g % 30 <> 0 and (now() - make_interval(secs => g * 600))::date + k <= current_date
       on conflict do nothing`,
      [postsWanted],
    );
    // Comments are indexed by post only for top-level ones: a count per article would scan them.
    const seeded = { idOf: postOf, count: postsWanted };
    const counted = { table: 'blog_posts', key: 'post_id', seeded };
    await recountStep(client, 'like counters', {
      ...counted,
      column: 'likes_count',
      source: 'blog_post_likes',
    });
    await recountStep(client, 'comment counters', {
      ...counted,
      column: 'comments_count',
      source: 'blog_comments',
    });
    await recountStep(client, 'view counters', {
      ...counted,
      column: 'views_count',
      source: 'post_views',
      value: 'sum(views)',
    });
  },
  vacuum: ['blog_posts', 'blog_post_categories', 'blog_post_likes', 'blog_comments', 'post_views'],
});
