import type { ProjectFilters } from '../utils/filters';

/** The projects' query keys; a write invalidates what it changed under `projects`. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (filters: ProjectFilters) => ['projects', 'list', filters] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  thread: (id: string, kind: 'news' | 'comments') => ['projects', 'thread', id, kind] as const,
  participants: (id: string) => ['projects', 'participants', id] as const,
  requests: (id: string) => ['projects', 'requests', id] as const,
};
