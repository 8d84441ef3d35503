import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AdminUsersPage,
  type AdminUsersQuery,
  adminUsersEndpoints,
} from '../../../../common/contracts/admin-users';
import { api } from '../../../lib/api';

export type { AdminUsersPage };

/** What the users screen asks: its URL's search, filters, sort and page (20 a page). */
export type AdminUsersFilter = Partial<Pick<AdminUsersQuery, 'q' | 'role' | 'status' | 'sort'>> & {
  page: number;
};

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const getAdminUsers = (filter: AdminUsersFilter, signal?: AbortSignal): Promise<AdminUsersPage> =>
  api(adminUsersEndpoints.list, {
    query: { ...filter, page: filter.page > 1 ? filter.page : undefined },
    signal,
  });

export const getAdminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', filter],
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
  });

/** A page of members; the previous page stays on screen while the next one loads. */
export const useAdminUsers = (filter: AdminUsersFilter) =>
  useQuery({ ...getAdminUsersQueryOptions(filter), placeholderData: keepPreviousData });
