import { useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { eventKeys } from './query-keys';

/** The feed's sidebar: the next 3 events not started yet. */
export const useUpcomingEvents = () =>
  useQuery({
    queryKey: eventKeys.upcoming,
    queryFn: ({ signal }) => api(eventEndpoints.upcoming, { signal }),
    staleTime: 60_000,
  });
