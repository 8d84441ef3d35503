import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The signed-in member's own profile; 404 `not_found` when it has none yet. */
export const getMyProfile = (signal?: AbortSignal): Promise<ProfileView> =>
  apiClient.get<ProfileView>('/profiles/me', { signal });

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me, queryFn: ({ signal }) => getMyProfile(signal) });

export const useMyProfile = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getMyProfileQueryOptions(), enabled: options.enabled ?? true });
