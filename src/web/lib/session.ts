import { queryOptions, useQuery } from '@tanstack/react-query';
import type { authEndpoints } from '../../common/contracts/auth';
import { endpointRef } from '../../common/endpoint';
import { api } from './api';

/*
 * The session, read by the shell, the guards and every area: shared here rather than in features/auth so
 * that no area imports another for it. The first load reads it, so it stays zod-free.
 */

export const sessionQueryKey = ['auth', 'session'] as const;

// Every page asks for the session: a zod-free reference keeps the contract out of the first load.
const session = endpointRef<typeof authEndpoints.session>('GET', '/auth/session');

/** The signed-in member, or `{ user: null }` for a visitor. */
export const getSession = (signal?: AbortSignal) => api(session, { signal });

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
