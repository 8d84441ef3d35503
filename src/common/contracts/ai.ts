import { endpoint } from '../endpoint';
import { AiImproveBody, AiImproveResponse, AiStatusResponse } from './profiles';

/** The site's AI assistant (the schemas live with the profile bio that first used it). */
export const aiEndpoints = {
  /** Whether 'Améliorer' shows: `ai_enabled` is on and an AI endpoint is configured. */
  status: endpoint('GET', '/ai/status', { response: AiStatusResponse, access: 'public' }),
  /** improveTextWithAI (000 §7): the text rewritten by the configured endpoint. */
  improve: endpoint('POST', '/ai/improve', {
    body: AiImproveBody,
    response: AiImproveResponse,
    access: 'member',
    limit: 'service',
  }),
};
