import type { NotificationType } from '../../../common/contracts/notifications';
import { lookup } from '../../../common/i18n';
import { notificationMailKind } from '../../../common/registry';
import type { AreaDeps } from '../../area';
import { catalogs, translate } from '../../lib/i18n';
import type { MailService } from '../../platform/mail/mail.service';
import type { NotificationRegistry } from '../../platform/notifications/notification-types';
import type { SettingsService } from '../../platform/settings/settings.service';
import type { PushService } from '../push/push.service';
import * as repo from './notification.repository';
import { mailParamsOf, renderTemplate } from './notification-template';

/** A notification's texts as rendered from its template; `isCustomised`: an admin changed it from its seed. */
export interface RenderedNotification {
  title: string;
  body: string;
  isCustomised: boolean;
}

const hasOwnMail = (type: NotificationType) =>
  lookup(catalogs.fr, `mail.notifications.${type}.subject`) !== undefined;

/** How a notification leaves the app: its mail, its push, and the mail of an address that is no member's. */
export const createNotificationDelivery = (
  deps: Pick<AreaDeps, 'db'> & {
    mail: Pick<MailService, 'send'>;
    push: Pick<PushService, 'deliver'>;
    settings: Pick<SettingsService, 'siteName'>;
    types: NotificationRegistry;
    publicUrl: string;
  },
) => {
  const { db, types } = deps;
  return {
    /**
     * The e-mail of a notification, in the member's language: the type's catalog texts
     * (`mail.notifications.<type>`, which each area brings in fr/en/pt). A template an admin changed from
     * its seed wins, as written (in French), and so does it for a type the catalogs lack. One click in
     * the mail turns this type's mails off.
     */
    async sendMail(
      recipient: { id: string; email: string },
      type: NotificationType,
      rendered: RenderedNotification,
      data: Record<string, unknown>,
      link: string | null,
    ) {
      const adminTexts = rendered.isCustomised || !hasOwnMail(type);
      await deps.mail.send({
        to: recipient.email,
        kind: notificationMailKind(type),
        template: `mail.notifications.${type}`,
        params: mailParamsOf(types.get(type).fields, data),
        ...(adminTexts ? { texts: { subject: rendered.title, intro: rendered.body } } : {}),
        link: `${deps.publicUrl}${link ?? '/'}`,
        unsubscribe: { topic: `notification:${type}`, id: recipient.id },
      });
    },

    /**
     * A push of a type that rings the phone (NotificationSpec.push), in the background: the push service's
     * answer never holds up the act that caused it. Its texts are the mail's, in the device owner's
     * language, unless an admin rewrote the template or the text needs a date (then as the bell shows it).
     */
    pushInBackground(
      userId: string,
      type: NotificationType,
      rendered: RenderedNotification,
      data: Record<string, unknown>,
      link: string | null,
    ) {
      const params = mailParamsOf(types.get(type).fields, data);
      const texts = Object.entries(params).flatMap(([key, value]) =>
        value instanceof Date ? [] : [[key, value] as const],
      );
      const canTranslate =
        !rendered.isCustomised && texts.length === Object.keys(params).length && hasOwnMail(type);
      const vars = Object.fromEntries(texts);
      void deps.push.deliver(userId, {
        texts: (language) =>
          canTranslate
            ? {
                title: translate(`mail.notifications.${type}.subject`, vars, language),
                body: translate(`mail.notifications.${type}.intro`, vars, language),
              }
            : { title: rendered.title, body: rendered.body },
        url: link ?? '/feed',
        tag: `${type}:${link ?? ''}`,
      });
    },

    /** The mail of a new-content alert to an address that is no member's: null when the template is off. */
    async directMailOf(type: NotificationType, data: Record<string, unknown>) {
      const template = await repo.findTemplate(db, type);
      if (template && !template.isActive) return null;
      const source = template ?? types.get(type).template;
      const siteName = await deps.settings.siteName();
      return {
        subject: `[${siteName}] ${renderTemplate(source.title, data)}`,
        body: renderTemplate(source.body, data),
        link: `${deps.publicUrl}${types.link(type, data) ?? '/'}`,
      };
    },
  };
};
