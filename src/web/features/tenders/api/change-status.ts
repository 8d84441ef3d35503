import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tenderEndpoints } from '../../../../common/contracts/tenders';
import { api } from '../../../lib/api';
import { tenderKeys } from './query-keys';

/** Publier (brouillon → publie) or Dépublier (back to brouillon) from the detail page (002 §4). */
export const useChangeTenderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'unpublish' }) =>
      api(tenderEndpoints[action], { params: { tenderId: id } }),
    onSuccess: (tender) => {
      queryClient.setQueryData(tenderKeys.detail(tender.id), tender);
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.latest });
    },
  });
};
