import { defineArea, mount } from '../../area';
import { notificationRoutes } from './notification.routes';
import { createNotificationService, type NotificationService } from './notification.service';

declare module '../../area' {
  interface AreaServices {
    notifications: NotificationService;
  }
}

/**
 * The dispatcher and the bell. The types themselves are declared by the areas that emit them; this
 * area renders, stores, pushes and mails them (one mail kind per type, `notification_<type>`:
 * common/registry.ts counts them among the mail kinds).
 */
export const notificationsModule = defineArea({
  name: 'notifications',
  memberData: {
    tables: {
      notifications: { label: 'Notifications' },
      notification_preferences: { label: 'Préférences de notification' },
    },
  },
  build: ({ db, config, mail, profiles, realtime, notificationTypes, adminEmails, settings, push }) => ({
    notifications: createNotificationService({
      db,
      mail,
      profiles,
      realtime,
      publicUrl: config.publicUrl,
      types: notificationTypes,
      adminEmails,
      settings,
      push,
    }),
  }),
  routes: ({ notifications }) => [
    mount(notificationRoutes, { prefix: '/api/v1', notificationService: notifications }),
  ],
  realtimeEvents: ['notification.created', 'notifications.changed'],
});
