import { randomUUID } from 'node:crypto';
import { notifications } from '../../db/schema';
import { defineAreaSecurity, type Owned, reachesNoOne } from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'PUT /api/v1/notification-preferences': {
      items: [{ type: 'message_received', inApp: false, email: false }],
    },
  },
  notAList: {
    'GET /api/v1/notifications':
      "the actor's own history: notifications written before a block stay; the other can no longer cause new ones",
    'GET /api/v1/notifications/unread-count': 'a number',
    'GET /api/v1/notification-preferences': "the actor's own settings",
  },
  ownedResources: ({ t, rowsOf }) => {
    const ownedNotification = async (owner: CreatedUser): Promise<Owned> => {
      const item = await t.app.services.notifications.notify(
        owner.id,
        'message_received',
        {
          sender_name: 'Awa',
          content_preview: 'Bonjour',
        },
        randomUUID(),
      );
      if (!item) throw new Error('fixture failed: no notification');
      return { params: { id: item.id }, read: () => rowsOf(notifications, notifications.id, item.id) };
    };

    return {
      '/api/v1/notifications/:id': ownedNotification,
      '/api/v1/notifications/:id/read': ownedNotification,
    };
  },
  blockNotReaching: {
    'notificationEndpoints.markAllRead': reachesNoOne.ownAccount,
    'notificationEndpoints.markRead': reachesNoOne.ownAccount,
    'notificationEndpoints.delete': reachesNoOne.ownAccount,
    'notificationEndpoints.updatePreferences': reachesNoOne.ownAccount,
  },
});
