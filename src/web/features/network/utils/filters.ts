import type { Availability } from '../../../../common/contracts/network';

/** Découvrir's filters as the URL holds them (000 §2.6); empty strings mean "no filter". */
export interface NetworkFilters {
  q: string;
  sector: string;
  country: string;
  city: string;
  job: string;
  /** Years of experience, at least 0 (000 §4 "Network list"); '' when not set. */
  minYears: string;
  languages: string[];
  availability: Availability;
  page: number;
}

const availabilities: readonly Availability[] = ['all', 'open_to_work', 'mentoring'];

/** Filters that the advanced drawer holds (counted on its button). */
export const advancedKeys = ['country', 'city', 'job', 'minYears', 'languages', 'availability'] as const;

/** The filters of `?q=…&sector=…&page=…`; anything malformed reads as "no filter". */
export const readFilters = (params: URLSearchParams): NetworkFilters => {
  const availability = params.get('availability') ?? 'all';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const minYears = params.get('minYears') ?? '';
  return {
    q: params.get('q') ?? '',
    sector: params.get('sector') ?? '',
    country: params.get('country') ?? '',
    city: params.get('city') ?? '',
    job: params.get('job') ?? '',
    minYears: /^\d{1,2}$/.test(minYears) ? minYears : '',
    languages: (params.get('languages') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    availability: (availabilities as readonly string[]).includes(availability)
      ? (availability as Availability)
      : 'all',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
};

/** The page's URL query: only the filters that are set (the search request sends the same ones). */
export const toSearchParams = (filters: NetworkFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of ['q', 'sector', 'country', 'city', 'job', 'minYears'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.languages.length > 0) params.set('languages', filters.languages.join(','));
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** How many advanced filters are set (the drawer button's counter). */
export const countAdvanced = (filters: NetworkFilters): number =>
  advancedKeys.filter((key) => {
    const value = filters[key];
    if (key === 'availability') return value !== 'all';
    return Array.isArray(value) ? value.length > 0 : value !== '';
  }).length;
