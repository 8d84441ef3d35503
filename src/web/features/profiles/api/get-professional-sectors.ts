import { queryOptions, useQuery } from '@tanstack/react-query';
import { professionalCategoryEndpoints } from '../../../../common/contracts/categories';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** The sectors alone, in French order: a directory's sector filter (the whole tree is ten times heavier). */
export const getProfessionalSectorsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.sectors,
    queryFn: ({ signal }) => api(professionalCategoryEndpoints.sectors, { signal }),
    staleTime: 60 * 60_000,
  });

/** The sectors as a select's options. */
export const useSectorOptions = () =>
  (useQuery(getProfessionalSectorsQueryOptions()).data?.items ?? []).map((sector) => ({
    value: sector.id,
    label: sector.name,
  }));
