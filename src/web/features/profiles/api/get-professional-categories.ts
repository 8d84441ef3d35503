import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessionalCategoriesResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The two-level category tree: sectors by name, each with its specialities (000 §3). */
export const getProfessionalCategories = (signal?: AbortSignal): Promise<ProfessionalCategoriesResponse> =>
  apiClient.get<ProfessionalCategoriesResponse>('/professional-categories', { signal });

export const getProfessionalCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.categories,
    queryFn: ({ signal }) => getProfessionalCategories(signal),
    staleTime: 60 * 60_000,
  });

export const useProfessionalCategories = () => useQuery(getProfessionalCategoriesQueryOptions());
