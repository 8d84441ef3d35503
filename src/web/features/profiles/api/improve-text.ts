import { useMutation } from '@tanstack/react-query';
import { AiImproveBody, type AiImproveResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';

export { AiImproveBody };

/** improveTextWithAI (000 §7): the text rewritten by the configured AI endpoint. */
export const improveText = (body: AiImproveBody): Promise<AiImproveResponse> =>
  apiClient.post<AiImproveResponse>('/ai/improve', body);

export const useImproveText = () => useMutation({ mutationFn: improveText });
