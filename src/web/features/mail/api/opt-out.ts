import { useMutation, useQuery } from '@tanstack/react-query';
import { mailEndpoints } from '../../../../common/contracts/mail';
import { api } from '../../../lib/api';

/** What the link would turn off (no session needed). */
export const useOptOutTopic = (token: string) =>
  useQuery({
    queryKey: ['mail', 'opt-out', token],
    queryFn: ({ signal }) => api(mailEndpoints.describeUnsubscribe, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });

/** Turns it off: the same as the mail provider's one-click POST. */
export const useOptOut = () =>
  useMutation({
    mutationFn: (token: string) => api(mailEndpoints.unsubscribe, { query: { token } }),
  });
