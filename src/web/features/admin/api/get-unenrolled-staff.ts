import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorEndpoints, type UnenrolledStaffPage } from '../../../../common/contracts/two-factor';
import { api } from '../../../lib/api';

export type { UnenrolledStaffPage };

/** One numbered page of the staff who have not enrolled a second factor (issue 33 §4). */
export const getUnenrolledStaff = (page: number, signal?: AbortSignal): Promise<UnenrolledStaffPage> =>
  api(twoFactorEndpoints.unenrolledStaff, { query: { page: page > 1 ? page : undefined }, signal });

export const getUnenrolledStaffQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'second-factors', 'unenrolled', page],
    queryFn: ({ signal }) => getUnenrolledStaff(page, signal),
  });

/** A page of the list; the previous page stays on screen while the next one loads. */
export const useUnenrolledStaff = (page: number) =>
  useQuery({ ...getUnenrolledStaffQueryOptions(page), placeholderData: keepPreviousData });
