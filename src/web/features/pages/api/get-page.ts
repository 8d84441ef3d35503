import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaticPage } from '../../../../common/contracts/pages';
import { apiClient } from '../../../lib/api-client';

/** A published static page by slug (an admin also gets unpublished ones); 404 `not_found`. */
export const getPage = (slug: string, signal?: AbortSignal): Promise<StaticPage> =>
  apiClient.get<StaticPage>(`/pages/${encodeURIComponent(slug)}`, { signal });

export const getPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getPage(slug, signal),
    staleTime: 5 * 60_000,
  });

export const usePage = (slug: string) => useQuery(getPageQueryOptions(slug));
