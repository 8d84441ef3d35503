import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatusResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';

/** Whether 'Améliorer' shows: the `ai_enabled` setting is on and an AI endpoint is configured. */
export const getAiStatus = (signal?: AbortSignal) =>
  apiClient.get<AiStatusResponse>('/ai/status', { signal });

export const getAiStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'status'] as const,
    queryFn: ({ signal }) => getAiStatus(signal),
    staleTime: 5 * 60_000,
  });

export const useIsAiAvailable = (isEnabled: boolean) =>
  useQuery({ ...getAiStatusQueryOptions(), enabled: isEnabled }).data?.isAvailable === true;
