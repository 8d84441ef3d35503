import { useInfiniteQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { eventKeys } from './query-keys';

/** The registered members (or the waiting list), 30 at a time. */
export const useParticipants = (eventId: string, status: 'registered' | 'waiting', enabled: boolean) =>
  useInfiniteQuery({
    queryKey: eventKeys.participants(eventId, status),
    queryFn: ({ pageParam, signal }) =>
      api(eventEndpoints.participants, {
        params: { eventId },
        query: { status, cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
