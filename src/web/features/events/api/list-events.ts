import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../common/contracts/events';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import type { EventFilters } from '../utils/filters';
import { eventKeys } from './query-keys';

/** One page of 12 events matching the filters (applied on the server). */
export const listEvents = (filters: EventFilters, signal?: AbortSignal) =>
  api(eventEndpoints.list, {
    query: { ...directoryQuery(filters), when: filters.when === 'past' ? 'past' : undefined },
    signal,
  });

export const listEventsQueryOptions = (filters: EventFilters) =>
  queryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ signal }) => listEvents(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useEvents = (filters: EventFilters) => useQuery(listEventsQueryOptions(filters));
