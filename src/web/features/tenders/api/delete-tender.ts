import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';
import { tenderKeys } from './query-keys';

/** Deletes a tender and its annexes (its owner, or an admin). */
export const useDeleteTender = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(tenderEndpoints.remove, { params: { tenderId: id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: tenderKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.latest });
    },
  });
};
