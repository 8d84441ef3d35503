import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiEndpoints as e } from '../../../common/contracts/ai';
import { route } from '../../lib/route';
import type { AiService } from './ai.service';

export const aiRoutes: FastifyPluginAsyncZod<{ aiService: AiService }> = async (app, { aiService }) => {
  route(app, e.status, async () => ({ isAvailable: await aiService.isAvailable() }));
  route(app, e.improve, async ({ actor, body }) => ({ improvedText: await aiService.improve(actor, body) }));
};
