import { defineArea, mount } from '../../area';
import { notificationRoutes } from './notification.routes';
import { createNotificationService, type NotificationService } from './notification.service';
import {
  createNotificationPreferenceService,
  type NotificationPreferenceService,
} from './notification-preference.service';

declare module '../../area' {
  interface AreaServices {
    notifications: NotificationService;
    notificationPreferences: NotificationPreferenceService;
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
  build: (deps) => {
    const types = deps.notificationTypes;
    const notificationPreferences = createNotificationPreferenceService({ ...deps, types });
    const notifications = createNotificationService({
      ...deps,
      publicUrl: deps.config.publicUrl,
      types,
      preferences: notificationPreferences,
    });
    return { notifications, notificationPreferences };
  },
  routes: ({ notifications, notificationPreferences }) => [
    mount(notificationRoutes, {
      prefix: '/api/v1',
      notificationService: notifications,
      preferences: notificationPreferences,
    }),
  ],
  realtimeEvents: ['notification.created', 'notifications.changed'],
});
