import { articleIdeaLogActions } from '../../../common/contracts/article-ideas';
import { contactLogActions, contactMailKinds } from '../../../common/contracts/contact';
import { faqLogActions } from '../../../common/contracts/faq';
import { pageLogActions } from '../../../common/contracts/pages';
import { defineArea, mount } from '../../area';
import { createArticleIdeaService } from './article-idea.service';
import { type ContactService, createContactService } from './contact.service';
import { createFaqService, type FaqService } from './faq.service';
import {
  adminArticleIdeaRoutes,
  adminContactRoutes,
  adminFaqRoutes,
  adminPageRoutes,
  contactRoutes,
  faqRoutes,
  pageRoutes,
} from './page.routes';
import { createPageService, type PageService } from './page.service';

declare module '../../area' {
  interface AreaServices {
    pageService: PageService;
    faqService: FaqService;
    siteContact: ContactService;
  }
}

/** Static pages and the shell's content (FAQ, pricing, social links, home statistics). */
export const pagesModule = defineArea({
  name: 'pages',
  memberData: {
    tables: { contact_messages: { label: 'Messages envoyés au contact' } },
  },
  build: (deps) => ({
    pageService: createPageService(deps.db, deps),
    faqService: createFaqService(deps.db, deps),
    articleIdeas: createArticleIdeaService(deps.db, deps),
    siteContact: createContactService({ ...deps, publicUrl: deps.config.publicUrl }),
  }),
  routes: ({ pageService, faqService, siteContact }) => [
    mount(pageRoutes, { prefix: '/api/v1', pageService }),
    mount(faqRoutes, { prefix: '/api/v1', faqService }),
    mount(contactRoutes, { prefix: '/api/v1', siteContact }),
  ],
  adminRoutes: ({ pageService, faqService, articleIdeas, siteContact }) => [
    mount(adminContactRoutes, { siteContact }),
    mount(adminPageRoutes, { pageService }),
    mount(adminFaqRoutes, { faqService }),
    mount(adminArticleIdeaRoutes, { articleIdeas }),
  ],
  logActions: [...pageLogActions, ...faqLogActions, ...articleIdeaLogActions, ...contactLogActions],
  mailKinds: contactMailKinds,
  shareMeta: [
    {
      path: /^\/page\/([a-z0-9-]+)$/,
      meta: async ({ pageService }, { params: [slug] }) => (slug ? pageService.pageMeta(slug) : undefined),
    },
  ],
});
