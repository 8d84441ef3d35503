import type { AdminTestContentType, TestConfiguration } from '../../../common/contracts/admin-tests';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../../platform/actor';
import * as repo from './admin-test.repository';

/** Tests an admin may run an hour: each sends a mail or notifications. */
const testRule = { max: 30, windowSeconds: 60 * 60 };

/** Anyone's id but a real one: `notifyAdmins` then reaches the actor too (a test wants to be seen). */
const nobody = '00000000-0000-0000-0000-000000000000';

export type AdminTestService = ReturnType<typeof createAdminTestService>;

/** The back office's test screens (001 §2.17): real mails and notifications, on demand. */
export const createAdminTestService = (
  db: Db,
  deps: Pick<AreaDeps, 'config' | 'mail' | 'notifications' | 'rateLimits' | 'logs'> & {
    paymentsConfigured: () => { checkout: boolean; webhook: boolean };
  },
) => {
  const consume = (actor: Actor) =>
    deps.rateLimits.consume('admin-test', actor.id, testRule, 'admin_test_rate_limited');

  return {
    async configuration(): Promise<TestConfiguration> {
      const payments = deps.paymentsConfigured();
      return {
        publicUrl: deps.config.publicUrl,
        mailFrom: deps.config.mailFrom,
        mailMode: deps.config.smtpUrl ? 'smtp' : 'outbox',
        stripeCheckout: payments.checkout,
        stripeWebhook: payments.webhook,
        ai: deps.config.ai !== undefined,
        adminEmails: deps.config.adminEmails.length,
        admins: await repo.countAdmins(db),
      };
    },

    /** Asks the SMTP server whether it accepts us (the outbox needs nothing). */
    async mailServer(actor: Actor) {
      await consume(actor);
      return deps.mail.verify();
    },

    /** A real test mail to `to`, through the mail service (SMTP or the outbox); its outcome. */
    async mail(actor: Actor, to: string) {
      await consume(actor);
      const result = await deps.mail.sendNow({
        to,
        kind: 'admin_test',
        template: 'admin.tests.mail',
        params: { name: actor.profile.fullName ?? actor.email },
        essential: true,
        link: `${deps.config.publicUrl}/admin/test-notifications`,
      });
      await deps.logs.record(actor.id, 'admin_test_sent', { test: 'mail', to, status: result.status });
      return { ...result, to };
    },

    /** A real in-app notification to the member with this address; 404 when there is none. */
    async notification(actor: Actor, email: string) {
      await consume(actor);
      const member = await repo.findMemberByEmail(db, email);
      if (!member) throw new AppError('not_found', { messageKey: 'admin.tests.memberNotFound' });
      const item = await deps.notifications.notify(
        member.id,
        'admin_test',
        {
          message: translate('admin.tests.notification.message'),
          content_type: 'system',
        },
        null,
      );
      await deps.logs.record(actor.id, 'admin_test_sent', { test: 'notification', userId: member.id });
      return {
        recipient: { id: member.id, name: member.fullName ?? member.username ?? email },
        delivered: item !== undefined,
      };
    },

    /** A test notification of a content type to every admin in good standing, the actor included. */
    async adminNotification(actor: Actor, type: AdminTestContentType) {
      await consume(actor);
      await deps.notifications.notifyAdmins(
        'admin_test',
        {
          message: translate('admin.tests.notification.adminMessage', {
            type: translate(`admin.tests.types.${type}`),
          }),
          content_type: type,
        },
        nobody,
      );
      await deps.logs.record(actor.id, 'admin_test_sent', { test: 'admin-notification', type });
      return { type, recipients: await repo.countAdmins(db) };
    },
  };
};
