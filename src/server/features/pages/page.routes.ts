import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminArticleIdeaEndpoints as ideas } from '../../../common/contracts/article-ideas';
import { adminContactEndpoints, contactEndpoints } from '../../../common/contracts/contact';
import { adminFaqEndpoints, faqEndpoints } from '../../../common/contracts/faq';
import {
  adminPageEndpoints as admin,
  pageEndpoints as e,
  adminSocialLinkEndpoints as links,
} from '../../../common/contracts/pages';
import { ok, route } from '../../lib/route';
import type { ArticleIdeaService } from './article-idea.service';
import type { ContactService } from './contact.service';
import type { FaqService } from './faq.service';
import type { PageService } from './page.service';

/** Public site content: static pages, footer social links. */
export const pageRoutes: FastifyPluginAsyncZod<{ pageService: PageService }> = async (
  app,
  { pageService },
) => {
  route(app, e.getPage, ({ actor, params }) => pageService.getPage(actor, params.slug));
  route(app, e.socialLinks, async () => ({ items: await pageService.listSocialLinks() }));
};

/** /admin/static-pages (001 §2.4): `pages.edit` (admin, contentmanager), checked by the admin scope. */
export const adminPageRoutes: FastifyPluginAsyncZod<{ pageService: PageService }> = async (
  app,
  { pageService },
) => {
  route(app, admin.list, async () => ({ items: await pageService.listForAdmin() }));
  route(app, admin.get, ({ params }) => pageService.getForAdmin(params.slug));
  route(app, admin.create, ({ actor, body }) => pageService.create(actor, body));
  route(app, admin.update, ({ actor, params, body }) => pageService.update(actor, params.slug, body));
  route(app, admin.remove, ({ actor, params }) => pageService.remove(actor, params.slug).then(() => ok));
  // /admin/social-links (001 §2.5): admin only (`admin.settings`).
  route(app, links.list, async () => ({ items: await pageService.listSocialLinks() }));
  route(app, links.create, ({ actor, body }) => pageService.createSocialLink(actor, body));
  route(app, links.update, ({ actor, params, body }) =>
    pageService.updateSocialLink(actor, params.linkId, body),
  );
  route(app, links.remove, ({ actor, params }) =>
    pageService.removeSocialLink(actor, params.linkId).then(() => ok),
  );
};

/** /faq (002 §2) and /admin/faq (001 §2.5, `pages.edit`). */
export const faqRoutes: FastifyPluginAsyncZod<{ faqService: FaqService }> = async (app, { faqService }) => {
  route(app, faqEndpoints.list, async () => ({ items: await faqService.list() }));
};

export const adminFaqRoutes: FastifyPluginAsyncZod<{ faqService: FaqService }> = async (
  app,
  { faqService },
) => {
  route(app, adminFaqEndpoints.list, async () => ({ items: await faqService.list() }));
  route(app, adminFaqEndpoints.create, ({ actor, body }) => faqService.create(actor, body));
  route(app, adminFaqEndpoints.update, ({ actor, params, body }) =>
    faqService.update(actor, params.faqId, body),
  );
  route(app, adminFaqEndpoints.remove, ({ actor, params }) =>
    faqService.remove(actor, params.faqId).then(() => ok),
  );
};

/** /contact (002 §2): open to visitors and members; rate-limited by the service. */
export const contactRoutes: FastifyPluginAsyncZod<{ siteContact: ContactService }> = async (
  app,
  { siteContact },
) => {
  route(app, contactEndpoints.send, ({ actor, body, request }) =>
    siteContact.send(actor, body, request.ip).then(() => ok),
  );
};

/** /admin/article-ideas (001 §2.6): the team's ideas, for `pages.edit`. */
export const adminArticleIdeaRoutes: FastifyPluginAsyncZod<{ articleIdeas: ArticleIdeaService }> = async (
  app,
  { articleIdeas },
) => {
  route(app, ideas.list, ({ query }) => articleIdeas.list(query));
  route(app, ideas.create, ({ actor, body }) => articleIdeas.create(actor, body));
  route(app, ideas.update, ({ actor, params, body }) => articleIdeas.update(actor, params.ideaId, body));
  route(app, ideas.remove, ({ actor, params }) => articleIdeas.remove(actor, params.ideaId).then(() => ok));
};

/** /admin/contact-messages (issue 38): the inbox of the contact form, for `admin.settings`. */
export const adminContactRoutes: FastifyPluginAsyncZod<{ siteContact: ContactService }> = async (
  app,
  { siteContact },
) => {
  route(app, adminContactEndpoints.list, ({ query }) => siteContact.list(query));
  route(app, adminContactEndpoints.setStatus, ({ actor, params, body }) =>
    siteContact.setStatus(actor, params.messageId, body.status),
  );
};
