import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** The signed-in member's own profile; 404 `not_found` when it has none yet. */
export const getMyProfile = (signal?: AbortSignal) => api(profileEndpoints.getOwn, { signal });

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me, queryFn: ({ signal }) => getMyProfile(signal) });

export const useMyProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyProfileQueryOptions(), enabled: options.enabled ?? true });
