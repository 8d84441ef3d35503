import type {
  NotificationPreference,
  NotificationType,
  UpdateNotificationPreferencesBody,
} from '../../../common/contracts/notifications';
import { notificationTypeLabelKey } from '../../../common/registry';
import type { AreaDeps } from '../../area';
import { invalidField } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import type { MailService } from '../../platform/mail/mail.service';
import type { NotificationRegistry } from '../../platform/notifications/notification-types';
import * as repo from './notification.repository';

export type NotificationPreferenceService = ReturnType<typeof createNotificationPreferenceService>;

/**
 * How each member wants each type (000 §7 "Préférences"): in the app, by e-mail, both or neither; the
 * type's default until they choose. A notification mail's one click turns that type's mails off.
 */
export const createNotificationPreferenceService = (
  deps: Pick<AreaDeps, 'db'> & { mail: Pick<MailService, 'onUnsubscribe'>; types: NotificationRegistry },
) => {
  const { db, types } = deps;

  /** What a member gets when they never chose (000 §7): in the app always, by e-mail as the type says. */
  const defaultPreference = (type: NotificationType): NotificationPreference => ({
    type,
    inApp: true,
    email: types.get(type).emailByDefault,
  });

  const preferenceOf = async (userId: string, type: NotificationType) => {
    const row = await repo.findPreference(db, userId, type);
    return row ? { type, inApp: row.inApp, email: row.email } : defaultPreference(type);
  };

  /** Every type with the member's effective setting. */
  const getPreferences = async (actor: Actor): Promise<{ items: NotificationPreference[] }> => {
    const saved = new Map((await repo.listPreferences(db, actor.id)).map((row) => [row.type, row]));
    return {
      items: types.types().map((type) => {
        const row = saved.get(type);
        return row ? { type, inApp: row.inApp, email: row.email } : defaultPreference(type);
      }),
    };
  };

  // A notification mail's one click turns that type's mails off for the member; the app's stays.
  deps.mail.onUnsubscribe('notification', {
    async apply(userId, topic) {
      const type = topic.slice('notification:'.length);
      if (!types.has(type)) return;
      const preference = await preferenceOf(userId, type);
      await repo.upsertPreferences(db, userId, [{ type, inApp: preference.inApp, email: false }]);
    },
    label: (topic) => notificationTypeLabelKey(topic.slice('notification:'.length)),
  });

  return {
    preferenceOf,
    getPreferences,

    /** Saves the types given (the last one wins when a type repeats); refuses a type no area declares. */
    async updatePreferences(actor: Actor, body: UpdateNotificationPreferencesBody) {
      const unknown = body.items.findIndex((item) => !types.has(item.type));
      if (unknown >= 0) throw invalidField(`items.${unknown}.type`, 'errors.validation_failed');
      const byType = new Map(body.items.map((item) => [item.type, item]));
      await repo.upsertPreferences(db, actor.id, [...byType.values()]);
      return getPreferences(actor);
    },
  };
};
