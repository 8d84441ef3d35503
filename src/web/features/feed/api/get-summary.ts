import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FeedSummary, feedPaths } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { feedKeys } from './query-keys';

/** The member's sidebar shortcut: name, title, connection and post counters (002 §7). */
export const getFeedSummary = (signal?: AbortSignal) =>
  apiClient.get<FeedSummary>(feedPaths.summary, { signal });

export const getFeedSummaryQueryOptions = () =>
  queryOptions({ queryKey: feedKeys.summary, queryFn: ({ signal }) => getFeedSummary(signal) });

/** Members only: visitors see the sign-in prompt instead. */
export const useFeedSummary = (isMember: boolean) =>
  useQuery({ ...getFeedSummaryQueryOptions(), enabled: isMember });
