import { useQuery } from '@tanstack/react-query';
import { adminFaqEndpoints as e, FaqBody } from '../../../../common/contracts/faq';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export { FaqBody };

export const faqQueryKey = ['admin', 'faq'] as const;

export const useAdminFaq = () =>
  useQuery({ queryKey: faqQueryKey, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Creates (no id) or saves a question; the list and the public page are read again. */
export const useSaveFaq = (id: string | null) =>
  useAdminMutation(
    (body: FaqBody) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { faqId: id }, body }),
    [faqQueryKey, ['faq']],
  );

export const useDeleteFaq = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { faqId: id } }), [faqQueryKey]);
