import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEndpoints as e } from '../../../common/contracts/pages';
import { route } from '../../lib/route';
import type { PageService } from './page.service';

/** Public site content: static pages, footer social links, landing claims. */
export const pageRoutes: FastifyPluginAsyncZod<{ pageService: PageService }> = async (
  app,
  { pageService },
) => {
  route(app, e.getPage, ({ actor, params }) => pageService.getPage(actor, params.slug));
  route(app, e.socialLinks, async () => ({ items: await pageService.listSocialLinks() }));
  route(app, e.homeStats, async () => ({ items: await pageService.listHomeStats() }));
};
