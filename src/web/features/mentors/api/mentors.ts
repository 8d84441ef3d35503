import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type MentorBody, type MyMentor, mentorEndpoints } from '../../../../common/contracts/mentors';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import type { MentorFilters } from '../utils/filters';
import { mentorKeys } from './query-keys';

/** One page of 12 mentors matching the filters (applied on the server). */
export const useMentors = (filters: MentorFilters) =>
  useQuery({
    queryKey: mentorKeys.list(filters),
    queryFn: ({ signal }) =>
      api(mentorEndpoints.list, {
        query: directoryQuery(filters),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The domains and countries the filters offer. */
export const useMentorFilterOptions = () =>
  useQuery({
    queryKey: mentorKeys.filters,
    queryFn: ({ signal }) => api(mentorEndpoints.filters, { signal }),
    staleTime: 5 * 60_000,
  });

export const useMentor = (id: string | undefined) =>
  useQuery({
    queryKey: mentorKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(mentorEndpoints.get, { params: { mentorId: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });

/** The member's own record, for `/mentors/become`. */
export const useMyMentor = () =>
  useQuery({
    queryKey: mentorKeys.mine,
    queryFn: ({ signal }) => api(mentorEndpoints.mine, { signal }),
  });

export const useSaveMentor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof MentorBody>) => api(mentorEndpoints.save, { body }),
    onSuccess: (mentor) => {
      queryClient.setQueryData(mentorKeys.detail(mentor.id), mentor);
      queryClient.setQueryData<MyMentor>(mentorKeys.mine, (previous) => ({
        mentor,
        hiddenFromDirectory: previous?.hiddenFromDirectory ?? false,
      }));
      void queryClient.invalidateQueries({ queryKey: ['mentors', 'list'] });
      void queryClient.invalidateQueries({ queryKey: mentorKeys.filters });
    },
  });
};

export const useStopMentoring = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(mentorEndpoints.stop, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
  });
};
