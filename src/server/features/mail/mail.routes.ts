import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailEndpoints as e, UnsubscribeQuery } from '../../../common/contracts/mail';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route';
import type { MailService } from '../../platform/mail/mail.service';

/**
 * The unsubscribe links and the bounce banner. `POST /desabonnement?token=…` is RFC 8058's one-click:
 * what a mail provider posts (`List-Unsubscribe=One-Click`, form-encoded, no cookie) to the URL of
 * the `List-Unsubscribe` header; a GET of that URL is the web page that asks and confirms.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  route(app, e.describeUnsubscribe, async ({ query }) => mail.unsubscribes.describe(query.token));
  route(app, e.unsubscribe, async ({ query }) => mail.unsubscribes.apply(query.token));
  route(app, e.bounce, async ({ actor }) => {
    const bounce = await mail.bounceOf(actor.email);
    return { bounced: bounce !== undefined, reason: bounce?.reason ?? null };
  });
};

/** RFC 8058's one-click POST, at the site's root (the URL of the `List-Unsubscribe` header). */
export const oneClickUnsubscribeRoute: FastifyPluginAsyncZod<{ mail: MailService }> = async (
  app,
  { mail },
) => {
  await app.register(async (oneClick) => {
    // The body (`List-Unsubscribe=One-Click`) says nothing the URL does not: read as text, unused.
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    oneClick.post('/desabonnement', async (request, reply) => {
      const parsed = UnsubscribeQuery.safeParse(request.query);
      if (!parsed.success) throw new AppError('unsubscribe_invalid');
      await mail.unsubscribes.apply(parsed.data.token);
      return reply.status(204).send();
    });
  });
};
