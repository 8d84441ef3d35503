/** The list's filters, held in the URL (`/events?q=…&location=Dakar&from=2026-12-01&when=past&page=2`). */
export interface EventFilters {
  q: string;
  location: string;
  /** `YYYY-MM-DD` or empty. */
  from: string;
  when: 'upcoming' | 'past';
  page: number;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const readFilters = (params: URLSearchParams): EventFilters => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const from = params.get('from') ?? '';
  return {
    q: params.get('q') ?? '',
    location: params.get('location') ?? '',
    from: dayPattern.test(from) ? from : '',
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
};

/** The URL's query for some filters; empty ones and the defaults are left out. */
export const toSearchParams = (filters: EventFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.when === 'past') params.set('when', 'past');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const hasFilters = (filters: EventFilters): boolean =>
  Boolean(filters.q.trim() || filters.location.trim() || filters.from);
