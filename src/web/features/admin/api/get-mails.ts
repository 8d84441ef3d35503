import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints, type OutboxPage, type OutboxQuery } from '../../../../common/contracts/admin';
import { api } from '../../../lib/api';

export type MailsPage = OutboxPage;

/** What the outbox screen asks: its URL's search and page (20 rows a page, the server's default). */
export type MailsFilter = Pick<OutboxQuery, 'q' | 'page' | 'status' | 'kind'>;

/** One numbered page of the mail outbox, newest first, with the number of matches. */
export const getMails = (filter: MailsFilter, signal?: AbortSignal): Promise<MailsPage> =>
  api(adminEndpoints.listMails, {
    query: { ...filter, page: filter.page > 1 ? filter.page : undefined },
    signal,
  });

export const getMailsQueryOptions = (filter: MailsFilter) =>
  queryOptions({
    queryKey: ['admin', 'mails', filter],
    queryFn: ({ signal }) => getMails(filter, signal),
  });

/** A page of the outbox; the previous page stays on screen while the next one loads. */
export const useMails = (filter: MailsFilter) =>
  useQuery({ ...getMailsQueryOptions(filter), placeholderData: keepPreviousData });

/** "Renvoyer": a failed or held mail goes back in the queue; the outbox reloads. */
export const useResendMail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(adminEndpoints.resendMail, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'mails'] }),
  });
};

/** The dashboard's counts of the queue (queued, retrying, failed, held). */
export const useMailCounts = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['admin', 'mails', 'counts'],
    queryFn: ({ signal }) => api(adminEndpoints.mailCounts, { signal }),
    enabled,
  });
