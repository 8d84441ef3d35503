import { useQuery } from '@tanstack/react-query';
import type { mailEndpoints } from '../../../../common/contracts/mail';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// Asked by the shell on every member's page: a zod-free reference keeps the contract out of the first load.
const bounce = endpointRef<typeof mailEndpoints.bounce>('GET', '/mail/bounce');

/** Whether mail to the member's address bounces; keyed by the address, so a changed one asks again. */
export const useMailBounce = (email: string) =>
  useQuery({
    queryKey: ['mail', 'bounce', email],
    queryFn: ({ signal }) => api(bounce, { signal }),
    staleTime: 5 * 60_000,
  });
