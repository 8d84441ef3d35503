import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '../../../common/contracts/auth';
import {
  NotificationItem,
  NotificationParams,
  NotificationPreferencesResponse,
  NotificationsPage,
  NotificationsQuery,
  ReadAllResponse,
  UnreadCountResponse,
  UpdateNotificationPreferencesBody,
} from '../../../common/contracts/notifications';
import { requireActor } from '../../plugins/actor';
import type { NotificationService } from './notification.service';

const tags = ['notifications'];

/** The bell: the actor's notifications, read state and preferences (000 §2.3, §4, §7). */
export const notificationRoutes: FastifyPluginAsyncZod<{ notificationService: NotificationService }> = async (
  app,
  { notificationService },
) => {
  app.get(
    '/notifications',
    { schema: { tags, querystring: NotificationsQuery, response: { 200: NotificationsPage } } },
    async (request) => notificationService.list(await requireActor(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { tags, response: { 200: UnreadCountResponse } } },
    async (request) => notificationService.unreadCount(await requireActor(request)),
  );

  app.post(
    '/notifications/read-all',
    { schema: { tags, response: { 200: ReadAllResponse } } },
    async (request) => notificationService.markAllRead(await requireActor(request)),
  );

  app.post(
    '/notifications/:id/read',
    { schema: { tags, params: NotificationParams, response: { 200: NotificationItem } } },
    async (request) => notificationService.markRead(await requireActor(request), request.params.id),
  );

  app.delete(
    '/notifications/:id',
    { schema: { tags, params: NotificationParams, response: { 200: OkResponse } } },
    async (request) => {
      await notificationService.delete(await requireActor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/notification-preferences',
    { schema: { tags, response: { 200: NotificationPreferencesResponse } } },
    async (request) => notificationService.getPreferences(await requireActor(request)),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        body: UpdateNotificationPreferencesBody,
        response: { 200: NotificationPreferencesResponse },
      },
    },
    async (request) => notificationService.updatePreferences(await requireActor(request), request.body),
  );
};
