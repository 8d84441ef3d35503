import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiEndpoints } from '../../common/contracts/ai';
import { api } from './api';

/** Whether 'Améliorer' shows anywhere: the `ai_enabled` setting is on and an AI endpoint is configured. */
export const getAiStatus = (signal?: AbortSignal) => api(aiEndpoints.status, { signal });

export const getAiStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'status'] as const,
    queryFn: ({ signal }) => getAiStatus(signal),
    staleTime: 5 * 60_000,
  });

/** True once the server says AI is available; asked only while `isEnabled` (an open composer, say). */
export const useIsAiAvailable = (isEnabled = true) =>
  useQuery({ ...getAiStatusQueryOptions(), enabled: isEnabled }).data?.isAvailable === true;
