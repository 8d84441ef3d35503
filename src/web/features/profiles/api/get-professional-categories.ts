import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** The two-level category tree: sectors by name, each with its specialities (000 §3). */
export const getProfessionalCategories = (signal?: AbortSignal) =>
  api(profileEndpoints.categories, { signal });

export const getProfessionalCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.categories,
    queryFn: ({ signal }) => getProfessionalCategories(signal),
    staleTime: 60 * 60_000,
  });

export const useProfessionalCategories = () => useQuery(getProfessionalCategoriesQueryOptions());
