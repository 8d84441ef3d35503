import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pageEndpoints } from '../../../../common/contracts/pages';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// Static pages are often a first visit (a shared link): a zod-free reference keeps the contract
// (and zod) out of that load.
const page = endpointRef<typeof pageEndpoints.getPage>('GET', '/pages/:slug');

/** A published static page by slug (`pages.edit` also gets unpublished ones); 404 `not_found`. */
export const getPage = (slug: string, signal?: AbortSignal) => api(page, { params: { slug }, signal });

export const getPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['pages', slug],
    queryFn: ({ signal }) => getPage(slug, signal),
    staleTime: 5 * 60_000,
  });

export const usePage = (slug: string) => useQuery(getPageQueryOptions(slug));
