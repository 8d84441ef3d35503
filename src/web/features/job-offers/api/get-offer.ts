import { useQuery } from '@tanstack/react-query';
import { jobOfferEndpoints } from '../../../../common/contracts/job-offers';
import { api } from '../../../lib/api';
import { jobOfferKeys } from './query-keys';

/** One offer with what the viewer may do; not retried when it does not exist or the id is malformed. */
export const useOffer = (id: string | undefined) =>
  useQuery({
    queryKey: jobOfferKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(jobOfferEndpoints.get, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
