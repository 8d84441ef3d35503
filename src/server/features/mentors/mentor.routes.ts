import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentorEndpoints as e } from '../../../common/contracts/mentors';
import { route } from '../../lib/route';
import type { MentorService } from './mentor.service';
import type { MentorRequestService } from './mentor-request.service';

/** Mentors (002 §2): visitors read the directory and a mentor; members become mentors and ask one. */
export const mentorRoutes: FastifyPluginAsyncZod<{
  mentorService: MentorService;
  mentorRequestService: MentorRequestService;
}> = async (app, { mentorService, mentorRequestService: mentorRequests }) => {
  route(app, e.list, ({ actor, query }) => mentorService.list(actor, query));
  route(app, e.filters, () => mentorService.filters());
  route(app, e.mine, ({ actor }) => mentorService.mine(actor));
  route(app, e.save, ({ actor, body }) => mentorService.save(actor, body));
  route(app, e.stop, async ({ actor }) => {
    await mentorService.stop(actor);
    return null;
  });
  route(app, e.get, ({ actor, params }) => mentorService.get(actor, params.mentorId));
  route(app, e.request, ({ actor, params, body }) => mentorRequests.request(actor, params.mentorId, body));
  route(app, e.requests, ({ actor, query }) => mentorRequests.requests(actor, query));
  route(app, e.accept, ({ actor, params }) => mentorRequests.accept(actor, params.requestId));
  route(app, e.decline, ({ actor, params }) => mentorRequests.decline(actor, params.requestId));
  route(app, e.cancel, ({ actor, params }) => mentorRequests.cancel(actor, params.requestId));
  route(app, e.end, ({ actor, params }) => mentorRequests.end(actor, params.requestId));
  route(app, e.review, ({ actor, params, body }) => mentorRequests.review(actor, params.requestId, body));
};
