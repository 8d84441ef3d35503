import { z } from 'zod';
import type { messageNotificationTypes } from '../../../common/contracts/messages';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { messageRoutes } from './message.routes';
import { createMessageService, type MessageService } from './message.service';
import { createMessageReadService, type MessageReadService } from './message-read.service';

declare module '../../area' {
  interface AreaServices {
    messaging: MessageService;
    messageReads: MessageReadService;
  }
}

const messageData = {
  sender_id: z.guid(),
  sender_name: z.string(),
  sender_username: z.string(),
  message_id: z.guid(),
  conversation_id: z.guid(),
  content_preview: z.string(),
};

const conversationOf = ({ conversation_id }: { conversation_id?: string }) =>
  conversation_id ? `/messages?conversation=${conversation_id}` : '/messages';

const newMessage = {
  title: 'Nouveau message',
  body: '{sender_name} vous a envoyé un message : {content_preview}',
};

/** One conversation per pair, read ticks and unread counts, live over the realtime socket. */
export const messagesModule = defineArea({
  name: 'messages',
  memberData: {
    tables: {
      conversations: { label: 'Conversations' },
      messages: { label: 'Messages (envoyés et reçus)', deletedFlag: 'is_deleted' },
    },
  },
  build: ({ db, notifications, realtime, log, rateLimits }) => {
    const messaging = createMessageService({ db, notifications, realtime, log, rateLimits });
    const messageReads = createMessageReadService({ db, messaging, notifications, realtime, log });
    return { messaging, messageReads };
  },
  routes: ({ messaging, messageReads }) => [
    mount(messageRoutes, { prefix: '/api/v1', messageService: messaging, messageReadService: messageReads }),
  ],
  notifications: {
    message: defineNotification({
      causer: 'member',
      data: messageData,
      link: conversationOf,
      emailByDefault: true,
      template: newMessage,
    }),
    // Once per unread burst: sent when the message is the conversation's only unread one.
    message_received: defineNotification({
      push: true,
      causer: 'member',
      data: messageData,
      link: conversationOf,
      emailByDefault: true,
      template: newMessage,
    }),
    conversation_created: defineNotification({
      causer: 'member',
      data: { sender_id: z.guid(), sender_name: z.string(), conversation_id: z.guid() },
      link: conversationOf,
      emailByDefault: false,
      template: {
        title: 'Nouvelle conversation',
        body: '{sender_name} a commencé une conversation avec vous.',
      },
    }),
  } satisfies Record<(typeof messageNotificationTypes)[number], NotificationSpec>,
  realtimeEvents: ['message.created', 'message.read', 'message.deleted', 'messages.unread_count'],
});
