import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';

/*
 * The back office's test screens (001 §2.17, §7.5; plans/001 B.11): /admin/notification-test sends
 * test notifications of the content types to the admins, /admin/test-notifications checks the mail
 * server, sends a real test mail and a real in-app notification, and shows the configuration (never a
 * secret). Admin only (`admin.settings`), rate-limited: each test sends something.
 */

/** The content types of the admin notification test (§2.17: blog, event, microblog). */
export const adminTestContentTypes = ['blog', 'event', 'microblog'] as const;
export type AdminTestContentType = (typeof adminTestContentTypes)[number];

/** How a mail went: sent by SMTP, kept in the outbox (no SMTP configured), or refused. */
export const MailTestResult = z.object({
  status: z.enum(['sent', 'outbox', 'failed']),
  to: z.string(),
  error: z.string().nullable(),
});
export type MailTestResult = z.infer<typeof MailTestResult>;

export const MailTestBody = z.object({
  to: z
    .string({ error: 'admin.tests.validation.email' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'admin.tests.validation.email' })),
});

export const MailServerTestResult = z.object({
  mode: z.enum(['smtp', 'outbox']),
  error: z.string().nullable(),
});

/** The member to notify, by their address (the actor's own by default). */
export const NotificationTestBody = MailTestBody.pick({}).extend({
  email: MailTestBody.shape.to,
});

export const NotificationTestResult = z.object({
  recipient: z.object({ id: z.uuid(), name: z.string() }),
  /** False when the member turned in-app notifications of this kind off, or is blocked. */
  delivered: z.boolean(),
});

export const AdminNotificationTestBody = z.object({
  type: z.enum(adminTestContentTypes, { error: 'admin.tests.validation.type' }),
});

export const AdminNotificationTestResult = z.object({
  type: z.enum(adminTestContentTypes),
  /** The admins in good standing it was sent to (the actor included). */
  recipients: z.number().int().min(0),
});

/** What is configured, without any secret. */
export const TestConfiguration = z.object({
  publicUrl: z.string(),
  mailFrom: z.string(),
  mailMode: z.enum(['smtp', 'outbox']),
  stripeCheckout: z.boolean(),
  stripeWebhook: z.boolean(),
  ai: z.boolean(),
  adminEmails: z.number().int().min(0),
  admins: z.number().int().min(0),
});
export type TestConfiguration = z.infer<typeof TestConfiguration>;

const admin = { ability: 'admin.settings' } as const;

export const adminTestEndpoints = {
  /** The settings the screens check (§2.17 "verify configuration"). */
  configuration: endpoint('GET', '/admin/tests/configuration', {
    response: TestConfiguration,
    access: admin,
  }),
  /** Does the mail server answer? (§2.17 "test the e-mail provider API"). */
  mailServer: endpoint('POST', '/admin/tests/mail-server', { response: MailServerTestResult, access: admin }),
  /** Sends a real test mail to an address (§2.17 "test sending an e-mail"). */
  mail: endpoint('POST', '/admin/tests/mail', {
    body: MailTestBody,
    response: MailTestResult,
    access: admin,
  }),
  /** A real in-app notification to a member (§2.17 "test notifications"). */
  notification: endpoint('POST', '/admin/tests/notification', {
    body: NotificationTestBody,
    response: NotificationTestResult,
    access: admin,
  }),
  /** A test notification of a content type to every admin (§2.17 "test admin notifications"). */
  adminNotification: endpoint('POST', '/admin/tests/admin-notification', {
    body: AdminNotificationTestBody,
    response: AdminNotificationTestResult,
    access: admin,
  }),
};

export const adminTestNotificationTypes = ['admin_test'] as const;
export const adminTestMailKinds = ['admin_test'] as const;
export const adminTestLogActions = ['admin_test_sent'] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof adminTestNotificationTypes> {}
  interface MailKinds extends Registered<typeof adminTestMailKinds> {}
  interface LogActions extends Registered<typeof adminTestLogActions> {}
}
