import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminMe, adminEndpoints } from '../../../../common/contracts/admin';
import { api } from '../../../lib/api';

export const adminMeQueryKey = ['admin', 'me'] as const;

/**
 * Who is in the back office and which screens they may open: staff only (401 for a visitor, 403 and a
 * log row for a member). The frame asks once and builds its sidebar from the answer.
 */
export const getAdminMe = (signal?: AbortSignal): Promise<AdminMe> => api(adminEndpoints.me, { signal });

export const getAdminMeQueryOptions = () =>
  queryOptions({ queryKey: adminMeQueryKey, queryFn: ({ signal }) => getAdminMe(signal), staleTime: 60_000 });

export const useAdminMe = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getAdminMeQueryOptions(), enabled });
