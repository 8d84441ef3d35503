import type { JobOfferFilters } from '../utils/filters';

/** The job offers' query keys; a write invalidates everything under `jobOffers`. */
export const jobOfferKeys = {
  all: ['jobOffers'] as const,
  list: (filters: JobOfferFilters) => ['jobOffers', 'list', filters] as const,
  mine: (page: number) => ['jobOffers', 'mine', page] as const,
  detail: (id: string) => ['jobOffers', 'detail', id] as const,
  alerts: ['jobOffers', 'alerts'] as const,
};
