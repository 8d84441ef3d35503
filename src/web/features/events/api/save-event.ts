import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type EventBody, eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { eventKeys } from './query-keys';

type Body = z.output<typeof EventBody>;

/** Creates an event, or saves an existing one (`id`), then refreshes the lists. */
export const useSaveEvent = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      id
        ? api(eventEndpoints.update, { params: { eventId: id }, body })
        : api(eventEndpoints.create, { body }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists });
      void queryClient.invalidateQueries({ queryKey: eventKeys.upcoming });
    },
  });
};

/** Deletes an event (its creator or a moderator). */
export const useDeleteEvent = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(eventEndpoints.remove, { params: { eventId: id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists });
      void queryClient.invalidateQueries({ queryKey: eventKeys.upcoming });
    },
  });
};
