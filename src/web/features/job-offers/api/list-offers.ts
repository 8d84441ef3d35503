import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import type { JobOfferFilters } from '../utils/filters';
import { jobOfferKeys } from './query-keys';

/** One page of 12 live offers matching the filters (applied on the server). */
export const listOffers = (filters: JobOfferFilters, signal?: AbortSignal) =>
  api(jobOfferEndpoints.list, {
    query: directoryQuery(filters),
    signal,
  });

export const listOffersQueryOptions = (filters: JobOfferFilters) =>
  queryOptions({
    queryKey: jobOfferKeys.list(filters),
    queryFn: ({ signal }) => listOffers(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useListOffers = (filters: JobOfferFilters) => useQuery(listOffersQueryOptions(filters));
