import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminSetupStatus, adminSetupEndpoints } from '../../../../common/contracts/admin';
import { api } from '../../../lib/api';

export const adminSetupQueryKey = ['admin', 'setup'] as const;

/** Whether the signed-in member is admin, and whether they may become one (/admin-setup). */
export const getAdminSetupStatus = (signal?: AbortSignal): Promise<AdminSetupStatus> =>
  api(adminSetupEndpoints.status, { signal });

/** Keyed by member: the answer belongs to whoever is signed in. */
export const getAdminSetupQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...adminSetupQueryKey, userId],
    queryFn: ({ signal }) => getAdminSetupStatus(signal),
    staleTime: 0,
  });

export const useAdminSetupStatus = (userId: string) => useQuery(getAdminSetupQueryOptions(userId));
