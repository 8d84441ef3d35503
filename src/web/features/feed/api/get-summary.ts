import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { feedKeys } from './query-keys';

/** The member's sidebar shortcut: name, title, connection and post counters (002 §7). */
export const getFeedSummary = (signal?: AbortSignal) => api(feedEndpoints.summary, { signal });

export const getFeedSummaryQueryOptions = () =>
  queryOptions({ queryKey: feedKeys.summary, queryFn: ({ signal }) => getFeedSummary(signal) });

/** Members only: visitors see the sign-in prompt instead. */
export const useFeedSummary = (isMember: boolean) =>
  useQuery({ ...getFeedSummaryQueryOptions(), enabled: isMember });
