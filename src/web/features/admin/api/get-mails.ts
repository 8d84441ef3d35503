import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type OutboxPage, type OutboxQuery } from '../../../../common/contracts/admin';
import { api } from '../../../lib/api';

export type MailsPage = OutboxPage;

/** What the outbox screen asks: its URL's search and page (20 rows a page, the server's default). */
export type MailsFilter = Pick<OutboxQuery, 'q' | 'page'>;

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
