import type { Actor } from '../../platform/actor';
import type { NotificationService } from './notification.service';

/** A notification sent after a write: a side effect whose failure is logged, never thrown. */
export type NotifyAside = (
  userId: string,
  type: Parameters<NotificationService['notify']>[1],
  data: Record<string, unknown>,
  causedBy: Actor | null,
) => Promise<void>;

/**
 * An area service's `notify`: `notifications.notify` run through the service's `sideEffect` (from
 * `lib/side-effect.ts`), logged as `notification <type>` when it fails.
 */
export const notifyAside =
  (
    notifications: Pick<NotificationService, 'notify'>,
    sideEffect: (what: string, effect: () => Promise<unknown>) => Promise<void>,
  ): NotifyAside =>
  (userId, type, data, causedBy) =>
    sideEffect(`notification ${type}`, () => notifications.notify(userId, type, data, causedBy));
