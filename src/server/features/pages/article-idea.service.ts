import type { z } from 'zod';
import type {
  ArticleIdea,
  ArticleIdeaBody,
  ArticleIdeaList,
  ArticleIdeaQuery,
} from '../../../common/contracts/article-ideas';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import * as repo from './article-idea.repository';

type Body = z.output<typeof ArticleIdeaBody>;
type Query = z.output<typeof ArticleIdeaQuery>;

const toIdea = (row: repo.ArticleIdeaRow): ArticleIdea => ({
  id: row.id,
  title: row.title,
  draft: row.draft,
  idealDate: row.idealDate,
  occasion: row.occasion,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const valuesOf = (body: Body): repo.ArticleIdeaValues => ({
  title: body.title,
  draft: body.draft,
  idealDate: body.idealDate,
  occasion: body.occasion,
});

export type ArticleIdeaService = ReturnType<typeof createArticleIdeaService>;

/** The team's article ideas of /admin/article-ideas (001 §2.6, §7.1: newest first; insert; update and delete by id). */
export const createArticleIdeaService = (db: Db, deps: Pick<AreaDeps, 'logs'>) => ({
  async list(query: Query): Promise<ArticleIdeaList> {
    const [rows, occasions] = await Promise.all([repo.listIdeas(db, query), repo.listOccasions(db)]);
    return { items: rows.map(toIdea), occasions };
  },

  async create(actor: Actor, body: Body): Promise<ArticleIdea> {
    const row = await repo.insertIdea(db, valuesOf(body));
    await deps.logs.record(actor.id, 'article_idea_created', { ideaId: row.id });
    return toIdea(row);
  },

  async update(actor: Actor, id: string, body: Body): Promise<ArticleIdea> {
    const row = await repo.updateIdea(db, id, valuesOf(body));
    if (!row) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'article_idea_updated', { ideaId: id });
    return toIdea(row);
  },

  async remove(actor: Actor, id: string): Promise<void> {
    if (!(await repo.deleteIdea(db, id))) throw new AppError('not_found');
    await deps.logs.record(actor.id, 'article_idea_deleted', { ideaId: id });
  },
});
