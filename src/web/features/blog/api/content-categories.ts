import { useQuery } from '@tanstack/react-query';
import { contentCategoryEndpoints } from '../../../../common/contracts/categories';
import { api } from '../../../lib/api';

/** The kinds of content an article may be (« Analyse », « Portrait »…), by name: the editor's and the list's choices. */
export const useContentCategories = () =>
  useQuery({
    queryKey: ['content-categories'],
    queryFn: ({ signal }) => api(contentCategoryEndpoints.list, { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.items,
  });
