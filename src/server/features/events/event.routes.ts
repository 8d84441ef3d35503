import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventEndpoints as e } from '../../../common/contracts/events';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import type { EventService } from './event.service';
import type { EventCommentService } from './event-comment.service';
import type { EventParticipationService } from './event-participation.service';

/** Events (002 §2): visitors read; members create, register and comment; the creator edits. */
export const eventRoutes: FastifyPluginAsyncZod<{
  eventService: EventService;
  eventParticipationService: EventParticipationService;
  eventCommentService: EventCommentService;
}> = async (
  app,
  { eventService, eventParticipationService: participation, eventCommentService: comments },
) => {
  route(app, e.list, ({ query }) => eventService.list(query));
  route(app, e.upcoming, () => eventService.upcoming());
  route(app, e.get, ({ actor, params }) => eventService.get(actor, params.eventId));
  route(app, e.ics, async ({ params, reply }) => {
    const file = await eventService.ics(params.eventId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-cache')
      .send(file.text);
  });
  route(app, e.create, ({ actor, body }) => eventService.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => eventService.update(actor, params.eventId, body));
  route(app, e.remove, async ({ actor, params }) => {
    await eventService.remove(actor, params.eventId);
    return null;
  });
  route(app, e.uploadCover, async ({ actor, params, request }) => {
    await eventService.assertCanManage(actor, params.eventId);
    const { data } = await readUpload(request, { tooLarge: 'file_too_large' });
    return eventService.uploadCover(actor, params.eventId, data);
  });
  route(app, e.removeCover, ({ actor, params }) => eventService.removeCover(actor, params.eventId));
  route(app, e.register, ({ actor, params }) => participation.register(actor, params.eventId));
  route(app, e.unregister, ({ actor, params }) => participation.unregister(actor, params.eventId));
  route(app, e.participants, ({ actor, params, query }) =>
    participation.participants(actor, params.eventId, query),
  );
  route(app, e.comments, ({ actor, params, query }) =>
    comments.comments(actor, params.eventId, query.cursor),
  );
  route(app, e.comment, ({ actor, params, body }) => comments.comment(actor, params.eventId, body));
  route(app, e.removeComment, async ({ actor, params }) => {
    await comments.removeComment(actor, params.commentId);
    return null;
  });
};
