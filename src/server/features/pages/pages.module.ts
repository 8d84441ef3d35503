import { faqLogActions } from '../../../common/contracts/faq';
import { pageLogActions } from '../../../common/contracts/pages';
import { defineArea, mount } from '../../area';
import { createFaqService, type FaqService } from './faq.service';
import { adminFaqRoutes, adminPageRoutes, faqRoutes, pageRoutes } from './page.routes';
import { createPageService, type PageService } from './page.service';

declare module '../../area' {
  interface AreaServices {
    pageService: PageService;
    faqService: FaqService;
  }
}

/** Static pages and the shell's content (FAQ, pricing, social links, home statistics). */
export const pagesModule = defineArea({
  name: 'pages',
  build: ({ db, settings, logs }) => ({
    pageService: createPageService(db, { settings, logs }),
    faqService: createFaqService(db, { settings, logs }),
  }),
  routes: ({ pageService, faqService }) => [
    mount(pageRoutes, { prefix: '/api/v1', pageService }),
    mount(faqRoutes, { prefix: '/api/v1', faqService }),
  ],
  adminRoutes: ({ pageService, faqService }) => [
    mount(adminPageRoutes, { pageService }),
    mount(adminFaqRoutes, { faqService }),
  ],
  logActions: [...pageLogActions, ...faqLogActions],
  shareMeta: [
    {
      path: /^\/page\/([a-z0-9-]+)$/,
      meta: async ({ pageService }, { params: [slug] }) => (slug ? pageService.pageMeta(slug) : undefined),
    },
  ],
});
