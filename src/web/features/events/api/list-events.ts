import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import type { EventFilters } from '../utils/filters';
import { eventKeys } from './query-keys';

/** One page of 12 events matching the filters (applied on the server). */
export const listEvents = (filters: EventFilters, signal?: AbortSignal) =>
  api(eventEndpoints.list, {
    query: {
      q: filters.q.trim() || undefined,
      location: filters.location.trim() || undefined,
      from: filters.from || undefined,
      when: filters.when === 'past' ? 'past' : undefined,
      page: filters.page > 1 ? filters.page : undefined,
    },
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
