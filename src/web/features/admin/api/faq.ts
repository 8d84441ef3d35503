import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminFaqEndpoints as e, FaqBody } from '../../../../common/contracts/faq';
import { api } from '../../../lib/api';

export { FaqBody };

export const faqQueryKey = ['admin', 'faq'] as const;

export const useAdminFaq = () =>
  useQuery({ queryKey: faqQueryKey, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Creates (no id) or saves a question; the list and the public page are read again. */
export const useSaveFaq = (id: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FaqBody) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { faqId: id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: faqQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['faq'] }),
      ]),
  });
};

export const useDeleteFaq = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(e.remove, { params: { faqId: id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: faqQueryKey }),
  });
};
