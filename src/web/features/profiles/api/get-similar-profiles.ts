import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { limits } from '../../../../common/limits';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** findSimilarProfiles (000 §7): members close to this profile, best first; 5 by default (000 §9). */
export const getSimilarProfiles = (profileId: string, limit: number, signal?: AbortSignal) =>
  api(profileEndpoints.similar, { params: { profileId }, query: { limit }, signal });

export const getSimilarProfilesQueryOptions = (profileId: string, limit = limits.profile.similarDefault) =>
  queryOptions({
    queryKey: profileKeys.similar(profileId, limit),
    queryFn: ({ signal }) => getSimilarProfiles(profileId, limit, signal),
    staleTime: 5 * 60_000,
  });

export const useSimilarProfiles = (profileId: string) => useQuery(getSimilarProfilesQueryOptions(profileId));
