import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentorEndpoints as e } from '../../../common/contracts/mentors';
import { route } from '../../lib/route';
import type { MentorService } from './mentor.service';

/** Mentors (002 §2): visitors read the directory and a mentor; members become mentors and ask one. */
export const mentorRoutes: FastifyPluginAsyncZod<{ mentorService: MentorService }> = async (
  app,
  { mentorService },
) => {
  route(app, e.list, ({ actor, query }) => mentorService.list(actor, query));
  route(app, e.filters, () => mentorService.filters());
  route(app, e.mine, ({ actor }) => mentorService.mine(actor));
  route(app, e.save, ({ actor, body }) => mentorService.save(actor, body));
  route(app, e.stop, async ({ actor }) => {
    await mentorService.stop(actor);
    return null;
  });
  route(app, e.get, ({ actor, params }) => mentorService.get(actor, params.mentorId));
  route(app, e.request, ({ actor, params, body }) => mentorService.request(actor, params.mentorId, body));
  route(app, e.requests, ({ actor, query }) => mentorService.requests(actor, query));
  route(app, e.accept, ({ actor, params }) => mentorService.accept(actor, params.requestId));
  route(app, e.decline, ({ actor, params }) => mentorService.decline(actor, params.requestId));
  route(app, e.cancel, ({ actor, params }) => mentorService.cancel(actor, params.requestId));
  route(app, e.end, ({ actor, params }) => mentorService.end(actor, params.requestId));
  route(app, e.review, ({ actor, params, body }) => mentorService.review(actor, params.requestId, body));
};
