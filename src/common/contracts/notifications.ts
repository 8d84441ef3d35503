import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { NotificationTypeName } from '../registry';
import { OkResponse } from './auth';
import { CursorQuery, pageOf } from './pagination';

/**
 * A notification type (000 §3). Each area registers its own (`connectionNotificationTypes`…, see
 * `common/registry.ts`); the server refuses a type no area declares. On the wire it is a name.
 */
export const NotificationType = z.string().trim().min(1).max(64);
export type NotificationType = NotificationTypeName;

/** Importance given by the dispatcher (000 §7 "notification-dispatcher", default medium). */
export const NotificationPriority = z.enum(['low', 'medium', 'high']);
export type NotificationPriority = z.infer<typeof NotificationPriority>;

/** One notification as the bell's panel shows it. */
export const NotificationItem = z.object({
  id: z.uuid(),
  type: NotificationType,
  /** Rendered from the type's template with `data` (French). */
  title: z.string(),
  body: z.string(),
  priority: NotificationPriority,
  /** The spec's data fields: requester_id, accepter_id, connection_id, sender_id, message_id… */
  data: z.record(z.string(), z.unknown()),
  /** Where a click leads (000 §4 "Notifications"): a conversation, the accepter's profile…; null: nowhere. */
  link: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `unread=true` keeps the unread ones only (the panel: 20 unread, newest first). */
export const NotificationsQuery = CursorQuery.extend({ unread: booleanQuery.optional() });
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;
export const NotificationsPage = pageOf(NotificationItem);
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const NotificationParams = z.object({ id: z.uuid({ error: 'errors.not_found' }) });

export const UnreadCountResponse = z.object({ count: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const ReadAllResponse = z.object({ updated: z.number().int().min(0) });

/** How a member wants one type delivered. */
export const NotificationPreference = z.object({
  type: NotificationType,
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** Every type with its effective setting (the default when the member never chose). */
export const NotificationPreferencesResponse = z.object({ items: z.array(NotificationPreference) });
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponse>;

/** The types given are saved (upsert); the others keep their setting. */
export const UpdateNotificationPreferencesBody = z.object({
  items: z.array(NotificationPreference).min(1).max(100),
});
export type UpdateNotificationPreferencesBody = z.infer<typeof UpdateNotificationPreferencesBody>;

/** The bell's endpoints (under `/api/v1`), members only: the actor's own notifications. */
export const notificationEndpoints = {
  /** Newest first; `unread=true` keeps the unread ones. */
  list: endpoint('GET', '/notifications', {
    query: NotificationsQuery,
    response: NotificationsPage,
    access: 'member',
  }),
  unreadCount: endpoint('GET', '/notifications/unread-count', {
    response: UnreadCountResponse,
    access: 'member',
  }),
  /** "Tout marquer comme lu". */
  markAllRead: endpoint('POST', '/notifications/read-all', {
    response: ReadAllResponse,
    access: 'member',
    limit: 'own',
  }),
  markRead: endpoint('POST', '/notifications/:id/read', {
    params: NotificationParams,
    response: NotificationItem,
    access: 'member',
    limit: 'own',
  }),
  delete: endpoint('DELETE', '/notifications/:id', {
    params: NotificationParams,
    response: OkResponse,
    access: 'member',
  }),
  /** Every type with its effective setting. */
  getPreferences: endpoint('GET', '/notification-preferences', {
    response: NotificationPreferencesResponse,
    access: 'member',
    tag: 'notifications',
  }),
  /** Saves the types given; the others keep their setting. */
  updatePreferences: endpoint('PUT', '/notification-preferences', {
    body: UpdateNotificationPreferencesBody,
    response: NotificationPreferencesResponse,
    access: 'member',
    limit: 'own',
    tag: 'notifications',
  }),
};
