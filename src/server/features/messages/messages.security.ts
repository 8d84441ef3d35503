import { randomUUID } from 'node:crypto';
import { messages } from '../../db/schema';
import { defineAreaSecurity, type Owned, reachesNoOne, refused } from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';
import { insertMember } from '../../test/network-factories';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/messages': { recipientId: randomUUID(), content: 'Bonjour', clientId: randomUUID() },
  },
  foreignIdAllowed: {
    'GET /api/v1/conversations/with/:profileId': "the actor's own conversation with that member, if any",
  },
  notAList: {
    'GET /api/v1/messages/unread-count': 'a number',
  },
  ownedResources: ({ t, callAs, rowsOf }) => {
    /** A conversation between the owner and a third member, with one unread message. */
    const ownedConversation = async (owner: CreatedUser) => {
      const recipientId = await insertMember(t.database.db);
      const res = await callAs(owner, 'POST', '/api/v1/messages', {
        recipientId,
        content: 'Message privé',
        clientId: randomUUID(),
      });
      if (res.statusCode !== 201) throw new Error(`fixture failed: ${res.statusCode} ${res.body}`);
      const body = res.json() as { message: { id: string }; conversation: { id: string } };
      return { conversationId: body.conversation.id, messageId: body.message.id };
    };

    const ownedConversationMessages = async (owner: CreatedUser): Promise<Owned> => {
      const { conversationId } = await ownedConversation(owner);
      // Its messages, whose read state a foreign mark-read would change.
      return {
        params: { id: conversationId },
        read: () => rowsOf(messages, messages.conversationId, conversationId),
      };
    };

    return {
      '/api/v1/conversations/:id': ownedConversationMessages,
      '/api/v1/conversations/:id/messages': ownedConversationMessages,
      '/api/v1/conversations/:id/read': ownedConversationMessages,
      '/api/v1/messages/:id': async (owner) => {
        const { messageId } = await ownedConversation(owner);
        return { params: { id: messageId }, read: () => rowsOf(messages, messages.id, messageId) };
      },
    };
  },
  listed: ({ q, message }) => ({
    // Messages
    'GET /api/v1/conversations': async (author, viewer) => {
      await message(author, viewer);
      return ['/api/v1/conversations'];
    },
    'GET /api/v1/conversations/:id': async (author, viewer) => {
      const id = await message(author, viewer);
      return [`/api/v1/conversations/${id}`, `/api/v1/conversations/${id}/messages`];
    },
    'GET /api/v1/conversations/:id/messages': async (author, viewer) => {
      const id = await message(author, viewer);
      return [`/api/v1/conversations/${id}/messages`];
    },
    'GET /api/v1/conversations/with/:profileId': async (author, viewer) => {
      await message(author, viewer);
      return [`/api/v1/conversations/with/${author.id}`];
    },
    'GET /api/v1/messages/recipients': async (author) => [
      `/api/v1/messages/recipients?q=${q(author.fullName)}`,
    ],
  }),
  blockReaching: ({ call }) => ({
    'messageEndpoints.send': refused(async (actor, other) => async () => [
      await call(actor, 'POST', '/api/v1/messages', {
        recipientId: other.id,
        content: 'Bonjour',
        clientId: randomUUID(),
      }),
    ]),
  }),
  blockNotReaching: {
    'messageEndpoints.markRead': reachesNoOne.ownAccount,
    'messageEndpoints.deleteMessage': reachesNoOne.ownAccount,
  },
  blockEmitters: ({ call }) => ({
    message_received: async (causer, recipient) => () =>
      call(causer, 'POST', '/api/v1/messages', {
        recipientId: recipient.id,
        content: 'Bonjour',
        clientId: randomUUID(),
      }),
  }),
  blockNotEmitted: {
    message: 'declared for its admin template; no service emits it (message_received is the one sent)',
    conversation_created: 'declared for its admin template; no service emits it',
  },
});
