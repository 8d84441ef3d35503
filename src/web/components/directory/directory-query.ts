/** A directory's filters as its list endpoint's query (see `directoryQuery`). */
export type DirectoryQuery<F> = {
  [K in keyof F]?: F[K] extends boolean ? 'true' : F[K] extends string ? Exclude<F[K], ''> : F[K];
};

/**
 * A directory's filters (read from the URL) as its list endpoint's query: text trimmed, a blank filter
 * and the first page left out, a set flag sent as `'true'`. What the server would default to is never
 * sent, so the same search has one address in the browser's and the CDN's caches. An area passes only
 * the filters its endpoint takes, and adds those it spells differently (a view, a default status).
 */
export const directoryQuery = <F extends object>(filters: F): DirectoryQuery<F> => {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') query[key] = value.trim();
    } else if (typeof value === 'boolean') {
      if (value) query[key] = 'true';
    } else if (key === 'page') {
      if (typeof value === 'number' && value > 1) query[key] = value;
    } else if (value !== undefined && value !== null) {
      query[key] = value;
    }
  }
  return query as DirectoryQuery<F>;
};
