import { defineArea, mount } from '../../area';
import { aiRoutes } from './ai.routes';
import { type AiService, createAiService } from './ai.service';

declare module '../../area' {
  interface AreaServices {
    aiService: AiService;
  }
}

/** 'Améliorer' through the configured OpenAI-compatible endpoint; the feed uses it too. */
export const aiModule = defineArea({
  name: 'ai',
  build: ({ config, settings, rateLimits }) => ({
    aiService: createAiService({ config, settings, rateLimits }),
  }),
  routes: ({ aiService }) => [mount(aiRoutes, { prefix: '/api/v1', aiService })],
});
