import { queryOptions, useQuery } from '@tanstack/react-query';
import { isProfileId, profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/**
 * A member's profile from the `/profile/:profileId` segment: a UUID is an id, anything else a username
 * (the one case of 000 §2.1). Public; `isOwner` tells whether it is the viewer's own.
 */
export const getProfile = (ref: string, signal?: AbortSignal) =>
  isProfileId(ref)
    ? api(profileEndpoints.get, { params: { profileId: ref }, signal })
    : api(profileEndpoints.getByUsername, { params: { username: ref }, signal });

export const getProfileQueryOptions = (ref: string) =>
  queryOptions({ queryKey: profileKeys.view(ref), queryFn: ({ signal }) => getProfile(ref, signal) });

export const useProfile = (ref: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getProfileQueryOptions(ref), enabled: options.enabled ?? true });
