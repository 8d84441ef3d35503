import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EventDetail, eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { eventKeys } from './query-keys';

/** Registers (a seat, or the waiting list) or unregisters the member; the event is read again. */
export const useRegistration = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'register' | 'unregister') =>
      api(action === 'register' ? eventEndpoints.register : eventEndpoints.unregister, {
        params: { eventId },
      }),
    onSuccess: (registration) => {
      queryClient.setQueryData<EventDetail>(eventKeys.detail(eventId), (event) =>
        event
          ? {
              ...event,
              registration,
              participantCount: registration.participantCount,
              waitingCount: registration.waitingCount,
              isFull: registration.isFull,
            }
          : event,
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: ['events', 'participants', eventId] });
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
};
