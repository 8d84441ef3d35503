import type { CompanyFilters } from '../utils/filters';

/** The directory's query keys; a write invalidates everything under `companies`. */
export const companyKeys = {
  all: ['companies'] as const,
  list: (filters: CompanyFilters) => ['companies', 'list', filters] as const,
  admin: (query: Record<string, unknown>) => ['companies', 'admin', query] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  pick: (q: string) => ['companies', 'pick', q] as const,
  map: (query: Record<string, unknown>) => ['companies', 'map', query] as const,
};
