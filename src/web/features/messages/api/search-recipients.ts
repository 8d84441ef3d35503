import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messageEndpoints, messagingLimits } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { messageKeys } from './query-keys';

/** 'Nouveau message' search: members by name or username, 10 at most, never oneself (000 §5). */
export const searchRecipients = (q: string, signal?: AbortSignal) =>
  api(messageEndpoints.searchRecipients, { query: { q }, signal });

export const searchRecipientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: messageKeys.recipients(q),
    queryFn: ({ signal }) => searchRecipients(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** Searches from 2 characters (000 §9); shorter input asks nothing. */
export const useRecipientSearch = (q: string) => {
  const query = q.trim();
  return useQuery({
    ...searchRecipientsQueryOptions(query),
    enabled: Array.from(query).length >= messagingLimits.searchMin,
  });
};
