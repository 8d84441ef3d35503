import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUserCounters, adminUsersEndpoints } from '../../../../common/contracts/admin-users';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

export type { AdminUserCounters };

export const getUserCounters = (signal?: AbortSignal): Promise<AdminUserCounters> =>
  api(adminUsersEndpoints.counters, { signal });

export const getUserCountersQueryOptions = () =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'counters'],
    queryFn: ({ signal }) => getUserCounters(signal),
  });

/** The six counters of the users screen, over every member. */
export const useUserCounters = () => useQuery(getUserCountersQueryOptions());
