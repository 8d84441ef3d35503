import { z } from 'zod';
import type { connectionNotificationTypes } from '../../../common/contracts/connections';
import { defineArea, mount } from '../../area';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { connectionRoutes } from './connection.routes';
import { type ConnectionService, createConnectionService } from './connection.service';

declare module '../../area' {
  interface AreaServices {
    connections: ConnectionService;
  }
}

/** Connection requests and their state machine (000 §4). */
export const connectionsModule = defineArea({
  name: 'connections',
  memberData: {
    tables: { connections: { label: 'Relations' } },
  },
  build: ({ db, profiles, notifications, rateLimits, realtime, log }) => ({
    connections: createConnectionService({ db, profiles, notifications, rateLimits, realtime, log }),
  }),
  routes: ({ connections }) => [
    mount(connectionRoutes, { prefix: '/api/v1', connectionService: connections }),
  ],
  notifications: {
    // A request leads to the requester's profile, where it is answered.
    connection_request: defineNotification({
      push: true,
      causer: 'member',
      data: {
        requester_id: z.guid(),
        requester_name: z.string(),
        requester_username: z.string(),
        connection_id: z.guid(),
      },
      link: itemLink('/profile', 'requester_id', '/network'),
      emailByDefault: true,
      template: {
        title: 'Nouvelle demande de connexion',
        body: '{requester_name} souhaite rejoindre votre réseau.',
      },
    }),
    connection_accepted: defineNotification({
      push: true,
      causer: 'member',
      data: {
        accepter_id: z.guid(),
        accepter_name: z.string(),
        accepter_username: z.string(),
        connection_id: z.guid(),
      },
      link: itemLink('/profile', 'accepter_id', '/network'),
      emailByDefault: true,
      template: {
        title: 'Demande de connexion acceptée',
        body: '{accepter_name} a accepté votre demande de connexion.',
      },
    }),
    connection_rejected: defineNotification({
      causer: 'member',
      data: { recipient_id: z.guid(), recipient_name: z.string(), connection_id: z.guid() },
      link: () => '/network',
      emailByDefault: false,
      template: {
        title: 'Demande de connexion refusée',
        body: "{recipient_name} n'a pas donné suite à votre demande de connexion.",
      },
    }),
  } satisfies Record<(typeof connectionNotificationTypes)[number], NotificationSpec>,
  realtimeEvents: ['connection.updated', 'connections.pending_count'],
});
