import type { NetworkFilters } from '../utils/filters';

/** The network page's query keys; connection changes invalidate everything under `network`. */
export const networkKeys = {
  all: ['network'] as const,
  search: (filters: NetworkFilters) => ['network', 'search', filters] as const,
  suggestions: ['network', 'suggestions'] as const,
};
