import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPageEndpoints as e,
  StaticPageBody,
  type StaticPageInput,
} from '../../../../common/contracts/pages';
import { api } from '../../../lib/api';

export { StaticPageBody };

export const staticPagesQueryKey = ['admin', 'static-pages'] as const;

export const useStaticPages = () =>
  useQuery({ queryKey: [...staticPagesQueryKey, 'list'], queryFn: ({ signal }) => api(e.list, { signal }) });

/** One page for its form; nothing is asked while creating a page. */
export const useStaticPage = (slug: string | null) =>
  useQuery({
    queryKey: [...staticPagesQueryKey, 'page', slug],
    queryFn: ({ signal }) => api(e.get, { params: { slug: slug ?? '' }, signal }),
    enabled: slug !== null,
  });

/** Creates (no slug yet) or saves the page `slug`; the list and the public page are read again. */
export const useSaveStaticPage = (slug: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaticPageInput) =>
      slug === null ? api(e.create, { body }) : api(e.update, { params: { slug }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staticPagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
      ]),
  });
};

export const useDeleteStaticPage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api(e.remove, { params: { slug } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staticPagesQueryKey }),
  });
};
