import {
  type SearchFilterKey,
  type SearchFilters,
  type SearchKind,
  searchFilterKeys,
  searchFilterParams,
  searchKindFilters,
} from '../../../../common/contracts/search';

/**
 * The results page's filters in its address (`/recherche?q=…&type=companies&country=SN`): those of the
 * tab's kind only, each kept when the contract accepts it (a hand-edited value is dropped, not sent).
 */
export const readFilters = (params: URLSearchParams, kind: SearchKind | undefined): SearchFilters => {
  if (!kind) return {};
  const filters: Record<string, string> = {};
  for (const key of searchKindFilters[kind]) {
    const parsed = searchFilterParams[key].safeParse(params.get(key) ?? '');
    if (parsed.success && typeof parsed.data === 'string') filters[key] = parsed.data;
  }
  return filters as SearchFilters;
};

export const hasFilters = (filters: SearchFilters): boolean =>
  searchFilterKeys.some((key) => filters[key] !== undefined);

/** The address of a tab with its filters; a filter set to '' is removed. */
export const withFilters = (
  q: string,
  kind: SearchKind,
  filters: SearchFilters,
  patch: Partial<Record<SearchFilterKey, string>> = {},
): Record<string, string> => {
  const merged: Record<string, string | undefined> = { ...filters, ...patch };
  const kept = searchKindFilters[kind].flatMap((key) => {
    const value = merged[key];
    return value ? [[key, value] as const] : [];
  });
  return { q, type: kind, ...Object.fromEntries(kept) };
};
