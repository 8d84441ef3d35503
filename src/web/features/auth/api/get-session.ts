import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in member, or `{ user: null }` for a visitor. */
export const getSession = (signal?: AbortSignal): Promise<SessionResponse> =>
  apiClient.get<SessionResponse>('/auth/session', { signal });

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: 1,
    // A failed session read is shown with a retry button (RequireAuth). Refetching it on every mount
    // would loop: the refetch puts the shell back on its splash, which remounts the guard, and so on.
    retryOnMount: false,
  });

/** The session query; `data.user` is null for visitors. */
export const useSession = () => useQuery(getSessionQueryOptions());
