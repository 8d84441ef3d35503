import { useQuery } from '@tanstack/react-query';
import type { faqEndpoints } from '../../../../common/contracts/faq';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// A zod-free reference, as for the static pages: /faq is often a first visit.
const list = endpointRef<typeof faqEndpoints.list>('GET', '/faq');

/** Every question in the team's order (a few dozen). */
export const useFaq = () =>
  useQuery({
    queryKey: ['faq'],
    queryFn: ({ signal }) => api(list, { signal }),
    staleTime: 5 * 60_000,
  });
