import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type JobOfferBody, jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { api } from '../../../lib/api';
import { jobOfferKeys } from './query-keys';

type Body = z.output<typeof JobOfferBody>;

/** Publishes a new offer, or saves an existing one (`id`), then refreshes every offer list. */
export const useSaveOffer = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      id ? api(jobOfferEndpoints.update, { params: { id }, body }) : api(jobOfferEndpoints.create, { body }),
    onSuccess: (offer) => {
      queryClient.setQueryData(jobOfferKeys.detail(offer.id), offer);
      void queryClient.invalidateQueries({ queryKey: ['jobOffers', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['jobOffers', 'mine'] });
    },
  });
};
