import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { api } from '../../../lib/api';
import { jobOfferKeys } from './query-keys';

/** Deletes an offer (its creator or an admin). */
export const useDeleteOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(jobOfferEndpoints.remove, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: jobOfferKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ['jobOffers', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['jobOffers', 'mine'] });
    },
  });
};
