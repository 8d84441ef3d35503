import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ContentCategoryBody,
  type ContentCategoryKind,
  adminContentCategoryEndpoints as content,
  ProfessionalCategoryBody,
  adminProfessionalCategoryEndpoints as pro,
} from '../../../../common/contracts/categories';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export { ProfessionalCategoryBody };

const proKey = ['admin', 'professional-categories'] as const;
const contentKey = ['admin', 'content-categories'] as const;
/** Every change reads the list and every profile query again (the members' tree, their categories). */
const refreshPro = [proKey, ['profiles']];
const refreshContent = [contentKey, ['blog-categories'], ['content-categories']];

export const useAdminProfessionalCategories = (q: string) =>
  useQuery({
    queryKey: [...proKey, q],
    queryFn: ({ signal }) => api(pro.list, { query: q ? { q } : {}, signal }),
    placeholderData: keepPreviousData,
  });

/** Creates (no id) or saves a category. */
export const useSaveProfessionalCategory = (id: string | null) =>
  useAdminMutation(
    (body: ProfessionalCategoryBody) =>
      id === null ? api(pro.create, { body }) : api(pro.update, { params: { categoryId: id }, body }),
    refreshPro,
  );

export const useDeleteProfessionalCategory = () =>
  useAdminMutation((id: string) => api(pro.remove, { params: { categoryId: id } }), refreshPro);

export const useAdminContentCategories = () =>
  useQuery({ queryKey: contentKey, queryFn: ({ signal }) => api(content.list, { signal }) });

/** Creates (no current category) or renames one; its type is fixed once created. */
export const useSaveContentCategory = (current: { id: string; kind: ContentCategoryKind } | null) =>
  useAdminMutation(
    (body: ContentCategoryBody) =>
      current === null
        ? api(content.create, { body })
        : api(content.update, {
            params: { categoryKind: current.kind, categoryId: current.id },
            body: { name: body.name },
          }),
    refreshContent,
  );

export const useDeleteContentCategory = () =>
  useAdminMutation(
    (current: { id: string; kind: ContentCategoryKind }) =>
      api(content.remove, { params: { categoryKind: current.kind, categoryId: current.id } }),
    refreshContent,
  );
