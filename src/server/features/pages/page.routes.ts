import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HomeStatsResponse,
  PageSlugParams,
  SocialLinksResponse,
  StaticPage,
} from '../../../common/contracts/pages';
import type { PageService } from './page.service';

const tags = ['pages'];

/** Public site content: static pages, footer social links, landing claims. */
export const pageRoutes: FastifyPluginAsyncZod<{ pageService: PageService }> = async (
  app,
  { pageService },
) => {
  app.get(
    '/pages/:slug',
    { schema: { tags, params: PageSlugParams, response: { 200: StaticPage } } },
    async (request) => pageService.getPage(await request.actor(), request.params.slug),
  );

  app.get('/social-links', { schema: { tags, response: { 200: SocialLinksResponse } } }, async () => ({
    items: await pageService.listSocialLinks(),
  }));

  app.get('/home-stats', { schema: { tags, response: { 200: HomeStatsResponse } } }, async () => ({
    items: await pageService.listHomeStats(),
  }));
};
