import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import type { TenderFilters } from '../utils/filters';
import { tenderKeys } from './query-keys';

/** One page of 12 tenders matching the filters (applied on the server); `mine` for the member's own. */
export const listTenders = (filters: TenderFilters, signal?: AbortSignal) =>
  api(tenderEndpoints.list, {
    query: directoryQuery(filters),
    signal,
  });

export const listTendersQueryOptions = (filters: TenderFilters) =>
  queryOptions({
    queryKey: tenderKeys.list(filters),
    queryFn: ({ signal }) => listTenders(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useListTenders = (filters: TenderFilters) => useQuery(listTendersQueryOptions(filters));
