import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type MentorReviewBody,
  type MentorshipRequestBody,
  mentorEndpoints,
} from '../../../../common/contracts/mentors';
import { api } from '../../../lib/api';
import { mentorKeys } from './query-keys';

/** The member's requests: received as a mentor, or sent as a mentee. */
export const useMentorshipRequests = (as: 'mentor' | 'mentee', page: number) =>
  useQuery({
    queryKey: mentorKeys.requests(as, page),
    queryFn: ({ signal }) =>
      api(mentorEndpoints.requests, { query: { as, page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** Asks a mentor; the mentor's page then shows the pending request. */
export const useRequestMentorship = (mentorId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof MentorshipRequestBody>) =>
      api(mentorEndpoints.request, { params: { mentorId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: mentorKeys.detail(mentorId) });
      void queryClient.invalidateQueries({ queryKey: ['mentors', 'requests'] });
    },
  });
};

export type RequestAction = 'accept' | 'decline' | 'cancel' | 'end';

/** Accept, decline (the mentor), cancel (the mentee) or end (either side) a request. */
export const useRequestAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: RequestAction }) =>
      api(mentorEndpoints[action], { params: { requestId: id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
};

export const useReviewMentorship = (requestId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof MentorReviewBody>) =>
      api(mentorEndpoints.review, { params: { requestId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
};
