import { useQuery } from '@tanstack/react-query';
import {
  adminPageEndpoints as e,
  StaticPageBody,
  type StaticPageInput,
} from '../../../../common/contracts/pages';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
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
export const useSaveStaticPage = (slug: string | null) =>
  useAdminMutation(
    (body: StaticPageInput) =>
      slug === null ? api(e.create, { body }) : api(e.update, { params: { slug }, body }),
    [staticPagesQueryKey, ['pages']],
  );

export const useDeleteStaticPage = () =>
  useAdminMutation((slug: string) => api(e.remove, { params: { slug } }), [staticPagesQueryKey]);
