import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ContentCategoryBody,
  type ContentCategoryKind,
  adminContentCategoryEndpoints as content,
  ProfessionalCategoryBody,
  adminProfessionalCategoryEndpoints as pro,
} from '../../../../common/contracts/categories';
import { api } from '../../../lib/api';

export { ProfessionalCategoryBody };

const proKey = ['admin', 'professional-categories'] as const;
const contentKey = ['admin', 'content-categories'] as const;

export const useAdminProfessionalCategories = (q: string) =>
  useQuery({
    queryKey: [...proKey, q],
    queryFn: ({ signal }) => api(pro.list, { query: q ? { q } : {}, signal }),
    placeholderData: keepPreviousData,
  });

/** Every change reads the list and every profile query again (the members' tree, their categories). */
const useRefreshPro = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: proKey }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    ]);
};

/** Creates (no id) or saves a category. */
export const useSaveProfessionalCategory = (id: string | null) => {
  const refresh = useRefreshPro();
  return useMutation({
    mutationFn: (body: ProfessionalCategoryBody) =>
      id === null ? api(pro.create, { body }) : api(pro.update, { params: { categoryId: id }, body }),
    onSettled: refresh,
  });
};

export const useDeleteProfessionalCategory = () => {
  const refresh = useRefreshPro();
  return useMutation({
    mutationFn: (id: string) => api(pro.remove, { params: { categoryId: id } }),
    onSettled: refresh,
  });
};

export const useAdminContentCategories = () =>
  useQuery({ queryKey: contentKey, queryFn: ({ signal }) => api(content.list, { signal }) });

const useRefreshContent = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKey }),
      queryClient.invalidateQueries({ queryKey: ['blog-categories'] }),
      queryClient.invalidateQueries({ queryKey: ['content-categories'] }),
    ]);
};

/** Creates (no current category) or renames one; its type is fixed once created. */
export const useSaveContentCategory = (current: { id: string; kind: ContentCategoryKind } | null) => {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (body: ContentCategoryBody) =>
      current === null
        ? api(content.create, { body })
        : api(content.update, {
            params: { categoryKind: current.kind, categoryId: current.id },
            body: { name: body.name },
          }),
    onSettled: refresh,
  });
};

export const useDeleteContentCategory = () => {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (current: { id: string; kind: ContentCategoryKind }) =>
      api(content.remove, { params: { categoryKind: current.kind, categoryId: current.id } }),
    onSettled: refresh,
  });
};
