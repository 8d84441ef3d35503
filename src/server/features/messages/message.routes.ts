import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageEndpoints as e } from '../../../common/contracts/messages';
import { route } from '../../lib/route';
import type { MessageService } from './message.service';
import type { MessageReadService } from './message-read.service';

/**
 * Private messaging (000 §2.8, §4 "Messages and conversations", §5 "New message"), members only
 * (401 for visitors). A conversation of other members answers 404 on every route.
 */
export const messageRoutes: FastifyPluginAsyncZod<{
  messageService: MessageService;
  messageReadService: MessageReadService;
}> = async (app, { messageService, messageReadService: reads }) => {
  route(app, e.listConversations, ({ actor, query }) => messageService.list(actor, query));
  route(app, e.getConversationWith, ({ actor, params }) => messageService.with(actor, params.profileId));
  route(app, e.getConversation, ({ actor, params }) => messageService.get(actor, params.id));
  route(app, e.listMessages, ({ actor, params, query }) => messageService.messages(actor, params.id, query));
  route(app, e.markRead, ({ actor, params }) => reads.markRead(actor, params.id));
  // A retry of a stored message (same clientId) answers 200 instead of 201.
  route(app, e.send, async ({ actor, body, reply }) => {
    const result = await messageService.send(actor, body);
    reply.status(result.created ? 201 : 200);
    return result;
  });
  route(app, e.unreadCount, ({ actor }) => reads.unreadCount(actor));
  route(app, e.searchRecipients, ({ actor, query }) => messageService.searchRecipients(actor, query.q));
  route(app, e.deleteMessage, ({ actor, params }) => messageService.deleteMessage(actor, params.id));
};
