import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatusResponse } from '../../common/contracts/profiles';
import { apiClient } from './api-client';

/** Whether 'Améliorer' shows anywhere: the `ai_enabled` setting is on and an AI endpoint is configured. */
export const getAiStatus = (signal?: AbortSignal): Promise<AiStatusResponse> =>
  apiClient.get<AiStatusResponse>('/ai/status', { signal });

export const getAiStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'status'] as const,
    queryFn: ({ signal }) => getAiStatus(signal),
    staleTime: 5 * 60_000,
  });

/** True once the server says AI is available; asked only while `isEnabled` (an open composer, say). */
export const useIsAiAvailable = (isEnabled = true) =>
  useQuery({ ...getAiStatusQueryOptions(), enabled: isEnabled }).data?.isAvailable === true;
