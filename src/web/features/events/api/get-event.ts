import { useQuery } from '@tanstack/react-query';
import { eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { eventKeys } from './query-keys';

/** One event with the viewer's registration and rights; not retried when it does not exist. */
export const useEvent = (id: string | undefined) =>
  useQuery({
    queryKey: eventKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(eventEndpoints.get, { params: { eventId: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
