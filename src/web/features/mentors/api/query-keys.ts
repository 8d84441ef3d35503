import type { MentorFilters } from '../utils/filters';

/** The mentors' query keys; a write invalidates everything under `mentors`. */
export const mentorKeys = {
  all: ['mentors'] as const,
  list: (filters: MentorFilters) => ['mentors', 'list', filters] as const,
  filters: ['mentors', 'filters'] as const,
  detail: (id: string) => ['mentors', 'detail', id] as const,
  mine: ['mentors', 'mine'] as const,
  requests: (as: 'mentor' | 'mentee', page: number) => ['mentors', 'requests', as, page] as const,
};
