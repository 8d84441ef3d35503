import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { adminItemEndpoints } from './admin-list';
import { boundedDay } from './dates';

/*
 * The team's article ideas (001 §2.6, §3 `article_ideas`, §7.1, plans/001 B.6): a title, a draft, an
 * optional ideal date and occasion, newest first, searched in the title and draft, filtered by occasion.
 * Managed by `pages.edit` (admin, contentmanager: plans/001 decision 1).
 */

export const articleIdeaLimits = { titleMax: 200, draftMax: 20_000, occasionMax: 120, queryMax: 100 };
const l = articleIdeaLimits;

/** '' and absent become null (§5: an empty date or occasion is stored as null). */
const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

export const ArticleIdeaBody = z.object({
  title: z
    .string({ error: 'admin.articleIdeas.validation.titleRequired' })
    .trim()
    .min(1, { error: 'admin.articleIdeas.validation.titleRequired', abort: true })
    .max(l.titleMax, { error: 'admin.articleIdeas.validation.titleTooLong' }),
  draft: z
    .string()
    .trim()
    .max(l.draftMax, { error: 'admin.articleIdeas.validation.draftTooLong' })
    .default(''),
  idealDate: z.preprocess(blankToNull, boundedDay('admin.articleIdeas.validation.date').nullable()),
  occasion: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(l.occasionMax, { error: 'admin.articleIdeas.validation.occasionTooLong' })
      .nullable(),
  ),
});
export type ArticleIdeaBody = z.input<typeof ArticleIdeaBody>;

export const ArticleIdea = z.object({
  id: z.uuid(),
  title: z.string(),
  draft: z.string(),
  idealDate: z.iso.date().nullable(),
  occasion: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ArticleIdea = z.infer<typeof ArticleIdea>;

export const ArticleIdeaQuery = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(l.queryMax, { error: 'admin.articleIdeas.validation.queryTooLong' }).optional(),
  ),
  occasion: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(l.occasionMax).optional(),
  ),
});
export type ArticleIdeaQuery = z.input<typeof ArticleIdeaQuery>;

export const ArticleIdeaList = z.object({
  items: z.array(ArticleIdea),
  /** The occasions in use (the filter's options), by name. */
  occasions: z.array(z.string()),
});
export type ArticleIdeaList = z.infer<typeof ArticleIdeaList>;

export const ArticleIdeaParams = z.object({ ideaId: z.uuid({ error: 'errors.not_found' }) });

const access = { ability: 'pages.edit' } as const;

export const adminArticleIdeaEndpoints = {
  /** The team's ideas, newest first (a working list of a few hundred at most: one answer). */
  list: endpoint('GET', '/admin/article-ideas', {
    query: ArticleIdeaQuery,
    response: ArticleIdeaList,
    access,
  }),
  ...adminItemEndpoints({
    path: '/admin/article-ideas',
    itemPath: '/admin/article-ideas/:ideaId',
    params: ArticleIdeaParams,
    createBody: ArticleIdeaBody,
    updateBody: ArticleIdeaBody,
    item: ArticleIdea,
    access,
  }),
};

export const articleIdeaLogActions = [
  'article_idea_created',
  'article_idea_updated',
  'article_idea_deleted',
] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof articleIdeaLogActions> {}
}
