import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { locationEndpoints } from '../../../../common/contracts/locations';
import { limits } from '../../../../common/limits';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** Cities whose name starts with `query` (the offline index of the server), most populous first. */
export const searchLocations = (query: string, signal?: AbortSignal) =>
  api(locationEndpoints.search, { query: { q: query }, signal });

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
