import { pageLogActions } from '../../../common/contracts/pages';
import { defineArea, mount } from '../../area';
import { adminPageRoutes, pageRoutes } from './page.routes';
import { createPageService, type PageService } from './page.service';

declare module '../../area' {
  interface AreaServices {
    pageService: PageService;
  }
}

/** Static pages and the shell's content (FAQ, pricing, social links, home statistics). */
export const pagesModule = defineArea({
  name: 'pages',
  build: ({ db, settings, logs }) => ({ pageService: createPageService(db, { settings, logs }) }),
  routes: ({ pageService }) => [mount(pageRoutes, { prefix: '/api/v1', pageService })],
  adminRoutes: ({ pageService }) => [mount(adminPageRoutes, { pageService })],
  logActions: pageLogActions,
  shareMeta: [
    {
      path: /^\/page\/([a-z0-9-]+)$/,
      meta: async ({ pageService }, { params: [slug] }) => (slug ? pageService.pageMeta(slug) : undefined),
    },
  ],
});
