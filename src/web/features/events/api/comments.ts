import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type EventCommentBody, eventEndpoints } from '../../../../common/contracts/events';
import { api } from '../../../lib/api';
import { eventKeys } from './query-keys';

/** An event's comments, oldest first, 20 at a time. */
export const useEventComments = (eventId: string) =>
  useInfiniteQuery({
    queryKey: eventKeys.comments(eventId),
    queryFn: ({ pageParam, signal }) =>
      api(eventEndpoints.comments, {
        params: { eventId },
        query: { cursor: pageParam || undefined },
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useAddComment = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof EventCommentBody>) =>
      api(eventEndpoints.comment, { params: { eventId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.comments(eventId) }),
  });
};

export const useDeleteComment = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api(eventEndpoints.removeComment, { params: { commentId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.comments(eventId) }),
  });
};
