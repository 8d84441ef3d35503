import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OutboxPage, OutboxQuery } from '../../../../common/contracts/admin';
import { apiClient } from '../../../lib/api-client';

export type MailsPage = z.infer<typeof OutboxPage>;

/** One page of the mail outbox, newest first (keyset: pass the previous page's `nextCursor`). */
export const getMails = (
  query: Pick<OutboxQuery, 'q' | 'cursor'>,
  signal?: AbortSignal,
): Promise<MailsPage> => {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.cursor) params.set('cursor', query.cursor);
  const search = params.toString();
  return apiClient.get<MailsPage>(`/admin/mails${search ? `?${search}` : ''}`, { signal });
};

export const getMailsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'mails', { q }],
    queryFn: ({ pageParam, signal }) => getMails({ q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The outbox for a search; the previous results stay on screen while a new search loads. */
export const useMails = (q: string) =>
  useInfiniteQuery({ ...getMailsQueryOptions(q), placeholderData: keepPreviousData });
