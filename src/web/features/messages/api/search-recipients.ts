import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  messagesApi,
  messagingLimits,
  type RecipientSearchResponse,
} from '../../../../common/contracts/messages';
import { apiClient } from '../../../lib/api-client';
import { apiPath, messageKeys } from './query-keys';

/** 'Nouveau message' search: members by name or username, 10 at most, never oneself (000 §5). */
export const searchRecipients = (q: string, signal?: AbortSignal) =>
  apiClient.get<RecipientSearchResponse>(`${apiPath(messagesApi.recipients)}?${new URLSearchParams({ q })}`, {
    signal,
  });

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
