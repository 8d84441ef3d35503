import { useMutation } from '@tanstack/react-query';
import { newsletterEndpoints as e, SubscribeBody } from '../../../../common/contracts/newsletter';
import { api } from '../../../lib/api';

export { SubscribeBody };

export const useSubscribe = () =>
  useMutation({ mutationFn: (body: SubscribeBody) => api(e.subscribe, { body }) });

/** Follows a mail's link: `confirm` (double opt-in) or `unsubscribe` (one click). */
export const useNewsletterLink = () =>
  useMutation({
    mutationFn: ({ kind, token }: { kind: 'confirm' | 'unsubscribe'; token: string }) =>
      api(kind === 'confirm' ? e.confirm : e.unsubscribe, { body: { token } }),
  });
