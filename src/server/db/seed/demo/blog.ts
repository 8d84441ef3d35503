// Blog articles by members, in the seeded categories, with comments and likes.
import type { BlogCategoriesResponse } from '../../../../common/contracts/blog';
import { blogCategoryEndpoints, blogEndpoints } from '../../../../common/contracts/blog';
import { contentCategoryEndpoints } from '../../../../common/contracts/categories';
import { urlOf } from '../../../../common/endpoint';
import type { Db } from '../../client';
import { type DemoContext, hasRow } from './context';

interface DemoArticle {
  by: number;
  title: string;
  excerpt: string;
  paragraphs: string[];
  categories: string[];
  /** Its content categories (« Analyse », « Portrait »…: the reference list seeded at start). */
  kinds: string[];
  likes: number[];
  comments: [number, string][];
}

const articles: DemoArticle[] = [
  {
    by: 3,
    title: 'Lever des fonds en Afrique de l’Ouest : ce qui a changé en 2026',
    excerpt:
      'Les investisseurs regardent d’abord la rentabilité unitaire. Retour d’expérience d’un fondateur à Lagos.',
    paragraphs: [
      'Il y a trois ans, une belle croissance suffisait à convaincre. Aujourd’hui, les fonds demandent dès le premier rendez-vous la marge par commande et le coût d’acquisition.',
      'Notre conseil : préparez une data room simple, des chiffres mensuels fiables et une histoire claire sur votre marché.',
      'Enfin, ne négligez pas les investisseurs de la diaspora : ils connaissent le terrain et ouvrent des portes.',
    ],
    categories: ['Entrepreneuriat', 'Finance'],
    kinds: ['Analyse', "Retour d'expérience"],
    likes: [0, 5, 12, 13],
    comments: [
      [13, 'Entièrement d’accord sur la rentabilité unitaire, c’est la première question de notre comité.'],
      [12, 'Merci Chidi, très utile pour notre prochaine levée.'],
    ],
  },
  {
    by: 2,
    title: 'Cinq conseils pour décrocher son premier emploi après un master à Paris',
    excerpt:
      'Réseau, mentorat, candidatures ciblées : ce que j’aurais aimé savoir à la sortie de Sciences Po.',
    paragraphs: [
      'Votre réseau commence avec vos camarades de promotion : entretenez-le bien avant d’en avoir besoin.',
      'Trouvez un mentor qui a fait le parcours que vous visez, et préparez chacun de vos échanges.',
      'Ciblez dix entreprises plutôt que cent annonces : une candidature personnalisée vaut dix envois.',
    ],
    categories: ['Carrière', 'Diaspora'],
    kinds: ['Conseil'],
    likes: [0, 6, 8, 14, 15],
    comments: [[14, 'Le point sur les candidatures ciblées est tellement vrai.']],
  },
  {
    by: 10,
    title: 'Des drones pour livrer les médicaments : ce que les données nous apprennent',
    excerpt:
      'À Kigali, l’optimisation des tournées a réduit de moitié les délais de livraison vers les centres de santé.',
    paragraphs: [
      'Chaque livraison produit des données : météo, altitude, temps de préparation. Croisées, elles permettent d’anticiper les besoins.',
      'Le plus difficile n’est pas l’algorithme mais la qualité des données remontées par les centres de santé.',
    ],
    categories: ['Technologie', 'Santé'],
    kinds: ['Analyse', 'Actualité'],
    likes: [1, 4, 11],
    comments: [
      [4, 'Passionnant. Nous aimerions tester une approche similaire au Mali.'],
      [1, 'Quels outils utilisez-vous pour la collecte ?'],
    ],
  },
  {
    by: 12,
    title: 'Exporter du karité vers l’Europe : certification, traçabilité, patience',
    excerpt: 'Trois leçons apprises avec 300 productrices du Burkina Faso.',
    paragraphs: [
      'La certification biologique et équitable prend du temps, mais elle ouvre les portes des distributeurs européens.',
      'La traçabilité, lot par lot, rassure les acheteurs et valorise le travail des productrices.',
    ],
    categories: ['Agriculture', 'Entrepreneuriat'],
    kinds: ['Témoignage', "Retour d'expérience"],
    likes: [2, 3, 7],
    comments: [[2, 'Bravo Rokia, un bel exemple de commerce équitable.']],
  },
  {
    by: 11,
    title: 'Le cloud souverain africain : où en sommes-nous ?',
    excerpt:
      'Nouvelles régions à Lagos et Johannesburg, centres de données à Dakar et Abidjan : un état des lieux.',
    paragraphs: [
      'Les grands fournisseurs ouvrent des régions sur le continent, et des acteurs locaux proposent des offres souveraines.',
      'Pour une startup, le choix dépend de la latence, du coût et de la réglementation sur les données personnelles.',
    ],
    categories: ['Technologie'],
    kinds: ['Analyse'],
    likes: [1, 10],
    comments: [],
  },
];

export const blogPresent = (db: Db) => hasRow(db, 'blog_posts', 'title', articles[0]?.title ?? '');

export const seedBlog = async (ctx: DemoContext): Promise<number> => {
  const { items } = await ctx.call<BlogCategoriesResponse>('GET', urlOf(blogCategoryEndpoints.list));
  const categoryIds = new Map(items.map((category) => [category.name, category.id]));
  const kinds = await ctx.call<{ items: { id: string; name: string }[] }>(
    'GET',
    urlOf(contentCategoryEndpoints.list),
  );
  const kindIds = new Map(kinds.items.map((kind) => [kind.name, kind.id]));
  for (const article of articles) {
    const post = await ctx.call<{ id: string }>('POST', urlOf(blogEndpoints.create), ctx.member(article.by), {
      title: article.title,
      excerpt: article.excerpt,
      content: article.paragraphs.map((text) => `<p>${text}</p>`).join(''),
      published: true,
      categoryIds: article.categories.flatMap((name) => categoryIds.get(name) ?? []),
      contentCategoryIds: article.kinds.flatMap((name) => kindIds.get(name) ?? []),
    });
    for (const liker of article.likes) {
      await ctx.call('PUT', urlOf(blogEndpoints.like, { postId: post.id }), ctx.member(liker));
    }
    for (const [author, content] of article.comments) {
      await ctx.call('POST', urlOf(blogEndpoints.comment, { postId: post.id }), ctx.member(author), {
        content,
      });
    }
  }
  return articles.length;
};
