import type { SearchKind } from '../../../../common/contracts/search';

/** The search's query keys. */
export const searchKeys = {
  all: ['search'] as const,
  suggestions: (q: string) => ['search', 'suggestions', q] as const,
  results: (q: string, type: SearchKind | undefined) => ['search', 'results', q, type ?? null] as const,
  recent: ['search', 'recent'] as const,
};
