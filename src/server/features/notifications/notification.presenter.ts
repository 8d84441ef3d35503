import type { NotificationItem } from '../../../common/contracts/notifications';
import type { NotificationRegistry } from '../../platform/notifications/notification-types';
import type { NotificationRow } from './notification.repository';

/** A stored notification as the bell shows it; a type this version no longer declares leads nowhere. */
export const toItem =
  (types: Pick<NotificationRegistry, 'has' | 'link'>) =>
  (row: NotificationRow): NotificationItem => {
    const priority = (['low', 'medium', 'high'] as const).find((p) => p === row.priority) ?? 'medium';
    return {
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      priority,
      data: row.data,
      link: types.has(row.type) ? types.link(row.type, row.data) : null,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  };
