import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkSearchResponse } from '../../../../common/contracts/network';
import { apiClient } from '../../../lib/api-client';
import { type NetworkFilters, toSearchParams } from '../utils/filters';
import { networkKeys } from './query-keys';

/** Découvrir: one page of 20 members matching every filter (applied on the server, 000 §2.6). */
export const searchProfiles = (filters: NetworkFilters, signal?: AbortSignal) =>
  apiClient.get<NetworkSearchResponse>(`/network/profiles?${toSearchParams(filters)}`, { signal });

export const searchProfilesQueryOptions = (filters: NetworkFilters) =>
  queryOptions({
    queryKey: networkKeys.search(filters),
    queryFn: ({ signal }) => searchProfiles(filters, signal),
    // The grid keeps the previous page while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearchProfiles = (filters: NetworkFilters) => useQuery(searchProfilesQueryOptions(filters));
