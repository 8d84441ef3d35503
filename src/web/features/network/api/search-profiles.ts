import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { networkEndpoints } from '../../../../common/contracts/network';
import { api } from '../../../lib/api';
import type { NetworkFilters } from '../utils/filters';
import { networkKeys } from './query-keys';

/** Découvrir: one page of 20 members matching every filter (applied on the server, 000 §2.6). */
export const searchProfiles = (filters: NetworkFilters, signal?: AbortSignal) =>
  api(networkEndpoints.search, {
    // The page's URL carries the same filters (`toSearchParams`); empty ones are left out of both.
    query: {
      q: filters.q.trim(),
      sector: filters.sector.trim(),
      country: filters.country.trim(),
      city: filters.city.trim(),
      job: filters.job.trim(),
      minYears: filters.minYears.trim(),
      languages: filters.languages.join(','),
      availability: filters.availability === 'all' ? undefined : filters.availability,
      page: filters.page > 1 ? filters.page : undefined,
    },
    signal,
  });

export const searchProfilesQueryOptions = (filters: NetworkFilters) =>
  queryOptions({
    queryKey: networkKeys.search(filters),
    queryFn: ({ signal }) => searchProfiles(filters, signal),
    // The grid keeps the previous page while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearchProfiles = (filters: NetworkFilters) => useQuery(searchProfilesQueryOptions(filters));
