import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, type LogsPage, type LogsQuery } from '../../../../common/contracts/admin';
import { api } from '../../../lib/api';

export type { LogsPage };

/** What the log screen asks: its URL's search, action and page (20 rows a page, the server's default). */
export type LogsFilter = Pick<LogsQuery, 'q' | 'action' | 'page'>;

/** One numbered page of the action log, newest first, with the number of matches. */
export const getLogs = (filter: LogsFilter, signal?: AbortSignal): Promise<LogsPage> =>
  api(adminEndpoints.listLogs, {
    query: { ...filter, page: filter.page > 1 ? filter.page : undefined },
    signal,
  });

export const getLogsQueryOptions = (filter: LogsFilter) =>
  queryOptions({
    queryKey: ['admin', 'logs', filter],
    queryFn: ({ signal }) => getLogs(filter, signal),
  });

/** A page of the log; the previous page stays on screen while the next one loads. */
export const useLogs = (filter: LogsFilter) =>
  useQuery({ ...getLogsQueryOptions(filter), placeholderData: keepPreviousData });
