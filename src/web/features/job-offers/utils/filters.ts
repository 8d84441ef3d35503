import { type JobType, jobTypes } from '../../../../common/contracts/job-offers';

/** The list's filters, held in the URL (`/emplois?q=…&type=CDI&location=Dakar&company=…&page=2`). */
export interface JobOfferFilters {
  q: string;
  type: JobType | '';
  location: string;
  company: string;
  page: number;
}

const isJobType = (value: string): value is JobType => (jobTypes as readonly string[]).includes(value);

export const readFilters = (params: URLSearchParams): JobOfferFilters => {
  const type = params.get('type') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    type: isJobType(type) ? type : '',
    location: params.get('location') ?? '',
    company: params.get('company') ?? '',
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
};

/** The URL's query for some filters; empty ones are left out. */
export const toSearchParams = (filters: JobOfferFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.type) params.set('type', filters.type);
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.company.trim()) params.set('company', filters.company.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const hasFilters = (filters: JobOfferFilters): boolean =>
  Boolean(filters.q.trim() || filters.type || filters.location.trim() || filters.company.trim());
