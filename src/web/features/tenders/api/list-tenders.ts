import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';
import type { TenderFilters } from '../utils/filters';
import { tenderKeys } from './query-keys';

/** One page of 12 tenders matching the filters (applied on the server); `mine` for the member's own. */
export const listTenders = (filters: TenderFilters, signal?: AbortSignal) =>
  api(tenderEndpoints.list, {
    query: {
      q: filters.q.trim() || undefined,
      secteur: filters.secteur || undefined,
      typeEntite: filters.typeEntite || undefined,
      location: filters.location.trim() || undefined,
      statut: filters.statut,
      mine: filters.mine ? 'true' : undefined,
      page: filters.page > 1 ? filters.page : undefined,
    },
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
