import { queryOptions, useQuery } from '@tanstack/react-query';
import { isProfileId, type ProfileView } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/**
 * A member's profile from the `/profile/:profileId` segment: a UUID is an id, anything else a username
 * (the one case of 000 §2.1). Public; `isOwner` tells whether it is the viewer's own.
 */
export const getProfile = (ref: string, signal?: AbortSignal): Promise<ProfileView> =>
  isProfileId(ref)
    ? apiClient.get<ProfileView>(`/profiles/${ref}`, { signal })
    : apiClient.get<ProfileView>(`/profiles/by-username/${encodeURIComponent(ref)}`, { signal });

export const getProfileQueryOptions = (ref: string) =>
  queryOptions({ queryKey: profileKeys.view(ref), queryFn: ({ signal }) => getProfile(ref, signal) });

export const useProfile = (ref: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getProfileQueryOptions(ref), enabled: options.enabled ?? true });
