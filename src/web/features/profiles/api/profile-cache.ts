import type { QueryClient } from '@tanstack/react-query';
import type { ProfileView } from '../../../../common/contracts/profiles';
import { sessionQueryKey } from '../../../lib/session';
import { profileKeys } from './query-keys';

/**
 * After any change to the member's own profile: the new view in the cache at once, then a refetch of
 * every copy (views by id or username, suggestions) and of the session, whose `fullName`, `avatarUrl`
 * and `isComplete` come from the profile (the header shows them).
 */
export const refreshOwnProfile = async (queryClient: QueryClient, profile?: ProfileView): Promise<void> => {
  if (profile) queryClient.setQueryData(profileKeys.me, profile);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.me, refetchType: profile ? 'none' : 'active' }),
    queryClient.invalidateQueries({ queryKey: profileKeys.views }),
    queryClient.invalidateQueries({ queryKey: profileKeys.suggestions }),
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  ]);
};
