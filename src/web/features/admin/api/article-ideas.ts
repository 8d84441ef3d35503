import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ArticleIdeaBody,
  type ArticleIdeaQuery,
  adminArticleIdeaEndpoints as e,
} from '../../../../common/contracts/article-ideas';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export { ArticleIdeaBody };

const ideasKey = ['admin', 'article-ideas'] as const;

/** The ideas for a search and an occasion; the last answer stays while the next loads. */
export const useArticleIdeas = (query: ArticleIdeaQuery) =>
  useQuery({
    queryKey: [...ideasKey, query],
    queryFn: ({ signal }) => api(e.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Adds (no id) or saves an idea; the list is read again. */
export const useSaveArticleIdea = (id: string | null) =>
  useAdminMutation(
    (body: z.output<typeof ArticleIdeaBody>) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { ideaId: id }, body }),
    [ideasKey],
  );

export const useDeleteArticleIdea = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { ideaId: id } }), [ideasKey]);
