import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AddSubscriberBody,
  adminNewsletterEndpoints as e,
  type NewsletterFilter,
} from '../../../../common/contracts/newsletter';
import { pathOf } from '../../../../common/endpoint';
import { downloadFile } from '../../../components/admin/download-file';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api, queryString } from '../../../lib/api';

export const newsletterQueryKey = ['admin', 'newsletter'] as const;

/** What the newsletter screen asks: its URL's search and page (20 a page). */
export type NewsletterListFilter = NewsletterFilter & { page: number };

export const useSubscribers = (filter: NewsletterListFilter) =>
  useQuery({
    queryKey: [...newsletterQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      api(e.list, { query: { q: filter.q, page: filter.page > 1 ? filter.page : undefined }, signal }),
    placeholderData: keepPreviousData,
  });

export const useNewsletterCounters = () =>
  useQuery({
    queryKey: [...newsletterQueryKey, 'counters'],
    queryFn: ({ signal }) => api(e.counters, { signal }),
  });

/** Every change reads the list and the counters again. */
const useNewsletterMutation = <Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) =>
  useAdminMutation(mutationFn, [newsletterQueryKey]);

export const useAddSubscriber = () =>
  useNewsletterMutation((body: AddSubscriberBody) => api(e.add, { body }));

export const useSetSubscriberConfirmed = () =>
  useNewsletterMutation(({ id, confirmed }: { id: string; confirmed: boolean }) =>
    api(e.update, { params: { subscriberId: id }, body: { confirmed } }),
  );

export const useDeleteSubscriber = () =>
  useNewsletterMutation((id: string) => api(e.remove, { params: { subscriberId: id } }));

/** The CSV of every subscriber the search matches (not only the page). */
export const exportSubscribers = (filter: NewsletterFilter): Promise<void> =>
  downloadFile(`${pathOf(e.exportCsv.path)}${queryString(filter)}`, 'newsletter.csv');
