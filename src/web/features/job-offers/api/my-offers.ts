import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { api } from '../../../lib/api';
import { jobOfferKeys } from './query-keys';

/** 'Mes offres': the member's own offers, every state, newest first. */
export const useMyOffers = (page: number) =>
  useQuery({
    queryKey: jobOfferKeys.mine(page),
    queryFn: ({ signal }) =>
      api(jobOfferEndpoints.mine, { query: { page: page > 1 ? page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });
