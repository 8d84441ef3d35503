import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationSearchResponse } from '../../../../common/contracts/profiles';
import { limits } from '../../../../common/limits';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** Cities whose name starts with `query` (the offline index of the server), most populous first. */
export const searchLocations = (query: string, signal?: AbortSignal): Promise<LocationSearchResponse> =>
  apiClient.get<LocationSearchResponse>(`/locations?${new URLSearchParams({ q: query })}`, { signal });

export const searchLocationsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: profileKeys.locations(query.toLowerCase()),
    queryFn: ({ signal }) => searchLocations(query, signal),
    staleTime: 60 * 60_000,
  });

/** Suggestions only from 3 characters (000 §5 "Address field"). */
export const useLocationSearch = (query: string) => {
  const trimmed = query.trim();
  return useQuery({
    ...searchLocationsQueryOptions(trimmed),
    enabled: Array.from(trimmed).length >= limits.profile.locationQueryMin,
    placeholderData: keepPreviousData,
  });
};
