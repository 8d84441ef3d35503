import type { SearchKind } from '../../../common/contracts/search';

/** The results page of a query (and a kind): a shareable address. */
export const searchPath = (q: string, type?: SearchKind) => {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  return `/recherche?${params.toString()}`;
};
