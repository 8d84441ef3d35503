import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNewsletterEndpoints as admin,
  newsletterEndpoints as e,
} from '../../../common/contracts/newsletter';
import { csvFileName } from '../../lib/csv';
import { ok, route } from '../../lib/route';
import type { NewsletterService } from './newsletter.service';

/** /newsletter (002 §2): the signup, and the links of its mails. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  route(app, e.subscribe, ({ body, request }) => newsletter.subscribe(body, request.ip).then(() => ok));
  route(app, e.confirm, ({ body }) => newsletter.confirm(body.token));
  route(app, e.unsubscribe, ({ body }) => newsletter.unsubscribe(body.token));
};

/** /admin/newsletter (001 §2.11): `users.manage`, checked by the admin scope's guard. */
export const adminNewsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (
  app,
  { newsletter },
) => {
  route(app, admin.list, ({ query }) => newsletter.list(query));
  route(app, admin.counters, () => newsletter.counters());
  route(app, admin.exportCsv, async ({ actor, query, reply }) => {
    const stream = await newsletter.exportCsv(actor, query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${csvFileName('newsletter')}"`)
      .send(stream);
  });
  route(app, admin.add, ({ actor, body }) => newsletter.add(actor, body));
  route(app, admin.update, ({ actor, params, body }) =>
    newsletter.setConfirmed(actor, params.subscriberId, body.confirmed),
  );
  route(app, admin.remove, ({ actor, params }) =>
    newsletter.remove(actor, params.subscriberId).then(() => ok),
  );
};
