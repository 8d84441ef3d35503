import type { Actor } from '../../platform/actor';
import type { NotificationService } from '../notifications/notification.service';

/** How the events' services notify: a side effect whose failure is logged, never thrown. */
export type EventNotify = (
  userId: string,
  type: Parameters<NotificationService['notify']>[1],
  data: Record<string, unknown>,
  causedBy: Actor | null,
) => Promise<void>;
