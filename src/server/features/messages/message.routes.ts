import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConversationParams,
  ConversationResponse,
  ConversationsPage,
  ConversationsQuery,
  ConversationWithParams,
  ConversationWithResponse,
  DeleteMessageResponse,
  MarkReadResponse,
  MessageParams,
  MessagesPage,
  MessagesQuery,
  MessagesUnreadCountResponse,
  RecipientSearchQuery,
  RecipientSearchResponse,
  SendMessageBody,
  SendMessageResponse,
} from '../../../common/contracts/messages';
import { requireActor } from '../../plugins/actor';
import type { MessageService } from './message.service';

const tags = ['messages'];

/**
 * Private messaging (000 §2.8, §4 "Messages and conversations", §5 "New message"), members only
 * (401 for visitors). A conversation of other members answers 404 on every route.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ messageService: MessageService }> = async (
  app,
  { messageService },
) => {
  app.get(
    '/conversations',
    { schema: { tags, querystring: ConversationsQuery, response: { 200: ConversationsPage } } },
    async (request) => messageService.list(await requireActor(request), request.query),
  );

  app.get(
    '/conversations/with/:profileId',
    { schema: { tags, params: ConversationWithParams, response: { 200: ConversationWithResponse } } },
    async (request) => messageService.with(await requireActor(request), request.params.profileId),
  );

  app.get(
    '/conversations/:id',
    { schema: { tags, params: ConversationParams, response: { 200: ConversationResponse } } },
    async (request) => messageService.get(await requireActor(request), request.params.id),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        params: ConversationParams,
        querystring: MessagesQuery,
        response: { 200: MessagesPage },
      },
    },
    async (request) => messageService.messages(await requireActor(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/read',
    { schema: { tags, params: ConversationParams, response: { 200: MarkReadResponse } } },
    async (request) => messageService.markRead(await requireActor(request), request.params.id),
  );

  app.post(
    '/messages',
    {
      schema: {
        tags,
        body: SendMessageBody,
        response: { 200: SendMessageResponse, 201: SendMessageResponse },
      },
    },
    async (request, reply) => {
      const result = await messageService.send(await requireActor(request), request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/messages/unread-count',
    { schema: { tags, response: { 200: MessagesUnreadCountResponse } } },
    async (request) => messageService.unreadCount(await requireActor(request)),
  );

  app.get(
    '/messages/recipients',
    { schema: { tags, querystring: RecipientSearchQuery, response: { 200: RecipientSearchResponse } } },
    async (request) => messageService.searchRecipients(await requireActor(request), request.query.q),
  );

  app.delete(
    '/messages/:id',
    { schema: { tags, params: MessageParams, response: { 200: DeleteMessageResponse } } },
    async (request) => messageService.deleteMessage(await requireActor(request), request.params.id),
  );
};
