import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiImproveBody, AiImproveResponse, AiStatusResponse } from '../../../common/contracts/profiles';
import { requireActor } from '../../plugins/actor';
import type { AiService } from './ai.service';

const tags = ['ai'];

export const aiRoutes: FastifyPluginAsyncZod<{ aiService: AiService }> = async (app, { aiService }) => {
  app.get('/ai/status', { schema: { tags, response: { 200: AiStatusResponse } } }, async () => ({
    isAvailable: await aiService.isAvailable(),
  }));

  app.post(
    '/ai/improve',
    { schema: { tags, body: AiImproveBody, response: { 200: AiImproveResponse } } },
    async (request) => ({ improvedText: await aiService.improve(await requireActor(request), request.body) }),
  );
};
