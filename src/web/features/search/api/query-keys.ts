import type { SearchFilters, SearchKind } from '../../../../common/contracts/search';

/** The search's query keys. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
  results: (q: string, type: SearchKind | undefined, filters: SearchFilters = {}) =>
    ['search', 'results', q, type ?? null, filters] as const,
  recent: ['search', 'recent'] as const,
};
