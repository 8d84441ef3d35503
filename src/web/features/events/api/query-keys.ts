import type { EventFilters } from '../utils/filters';

/** The events' query keys; a write invalidates what it changes under `events`. */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (filters: EventFilters) => ['events', 'list', filters] as const,
  upcoming: ['events', 'upcoming'] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
  comments: (id: string) => ['events', 'comments', id] as const,
  participants: (id: string, status: 'registered' | 'waiting') =>
    ['events', 'participants', id, status] as const,
};
