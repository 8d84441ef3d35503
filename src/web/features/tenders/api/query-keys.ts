import type { TenderFilters } from '../utils/filters';

/** The tenders' query keys; a write invalidates the lists under `tenders`. */
export const tenderKeys = {
  all: ['tenders'] as const,
  lists: ['tenders', 'list'] as const,
  list: (filters: TenderFilters) => ['tenders', 'list', filters] as const,
  detail: (id: string) => ['tenders', 'detail', id] as const,
  latest: ['tenders', 'latest'] as const,
};
