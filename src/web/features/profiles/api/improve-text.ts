import { useMutation } from '@tanstack/react-query';
import { aiEndpoints } from '../../../../common/contracts/ai';
import { AiImproveBody } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';

export { AiImproveBody };

/** improveTextWithAI (000 §7): the text rewritten by the configured AI endpoint. */
export const improveText = (body: AiImproveBody) => api(aiEndpoints.improve, { body });

export const useImproveText = () => useMutation({ mutationFn: improveText });
