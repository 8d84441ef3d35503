import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatusResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** Whether the bio's 'Améliorer' button shows: `ai_enabled` is on and an AI endpoint is configured. */
export const getAiStatus = (signal?: AbortSignal): Promise<AiStatusResponse> =>
  apiClient.get<AiStatusResponse>('/ai/status', { signal });

export const getAiStatusQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.aiStatus,
    queryFn: ({ signal }) => getAiStatus(signal),
    staleTime: 5 * 60_000,
  });

export const useAiStatus = () => useQuery(getAiStatusQueryOptions());
