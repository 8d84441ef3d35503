import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationEndpoints as e } from '../../../common/contracts/notifications';
import { ok, route } from '../../lib/route';
import type { NotificationService } from './notification.service';
import type { NotificationPreferenceService } from './notification-preference.service';

/** The bell: the actor's notifications, read state and preferences (000 §2.3, §4, §7). */
export const notificationRoutes: FastifyPluginAsyncZod<{
  notificationService: NotificationService;
  preferences: NotificationPreferenceService;
}> = async (app, { notificationService, preferences }) => {
  route(app, e.list, ({ actor, query }) => notificationService.list(actor, query));
  route(app, e.unreadCount, ({ actor }) => notificationService.unreadCount(actor));
  route(app, e.markAllRead, ({ actor }) => notificationService.markAllRead(actor));
  route(app, e.markRead, ({ actor, params }) => notificationService.markRead(actor, params.id));
  route(app, e.delete, ({ actor, params }) => notificationService.delete(actor, params.id).then(() => ok));
  route(app, e.getPreferences, ({ actor }) => preferences.getPreferences(actor));
  route(app, e.updatePreferences, ({ actor, body }) => preferences.updatePreferences(actor, body));
};
