/** The directory's filters as the URL holds them (`/mentors?q=&domain=&country=&page=`). */
export interface MentorFilters {
  q: string;
  domain: string;
  country: string;
  page: number;
}

export const readFilters = (params: URLSearchParams): MentorFilters => {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    domain: params.get('domain') ?? '',
    country: params.get('country') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
};

export const toSearchParams = (filters: MentorFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.domain) params.set('domain', filters.domain);
  if (filters.country) params.set('country', filters.country);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const hasFilters = (filters: MentorFilters): boolean =>
  Boolean(filters.q.trim() || filters.domain || filters.country);
