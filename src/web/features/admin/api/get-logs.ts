import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LogsPage as LogsPageSchema, LogsQuery } from '../../../../common/contracts/admin';
import { apiClient } from '../../../lib/api-client';

export type LogsPage = z.infer<typeof LogsPageSchema>;

export type LogsFilter = Pick<LogsQuery, 'q' | 'action'>;

/** One page of the action log, newest first (keyset: pass the previous page's `nextCursor`). */
export const getLogs = (query: Pick<LogsQuery, 'q' | 'action' | 'cursor'>, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.action) params.set('action', query.action);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return apiClient.get<LogsPage>(`/admin/logs${search ? `?${search}` : ''}`, { signal });
};

export const getLogsQueryOptions = (filter: LogsFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'logs', filter],
    queryFn: ({ pageParam, signal }) => getLogs({ ...filter, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The log for a search and an action; the previous results stay on screen while new ones load. */
export const useLogs = (filter: LogsFilter) =>
  useInfiniteQuery({ ...getLogsQueryOptions(filter), placeholderData: keepPreviousData });
