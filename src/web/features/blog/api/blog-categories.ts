import { useQuery } from '@tanstack/react-query';
import { blogCategoryEndpoints } from '../../../../common/contracts/blog';
import { api } from '../../../lib/api';

/** The categories of articles and events (one list for both, plans/002), by name. */
export const useBlogCategories = () =>
  useQuery({
    queryKey: ['blog-categories'],
    queryFn: ({ signal }) => api(blogCategoryEndpoints.list, { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.items,
  });
