import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { adminItemEndpoints } from './admin-list';

/*
 * Admin notification e-mails (001 §2.16, §3, §6, §7.5; plans/001 B.10, decision 6): the addresses that
 * hear of new content, each with the types it takes. Admin only ('Access denied. Admin privileges
 * required.'). The dispatcher (`notifications.notifyAdmins`) reads them after every creation.
 */

/**
 * The content types of 001 §3/§9, and `all`: every type, those added later included. An area whose
 * notification type is one of these reaches its subscribers by that name; another one declares its
 * admin type on its notification (`defineNotification({ adminEmail })`) and shows on the screen too.
 */
export const adminEmailSpecTypes = [
  'blog_created',
  'event_created',
  'microblog_created',
  'group_created',
  'company_created',
  'job_offer_created',
] as const;
export const allAdminEmailTypes = 'all';

/** The types a new address starts with (001 §7.5: "default types blog, event, microblog"). */
export const defaultAdminEmailTypes = ['blog_created', 'event_created', 'microblog_created'];

/** Notification types that name a spec type differently (001 §3: "job_created also appears"). */
export const adminEmailAliases: Readonly<Record<string, string>> = {
  microblog_post: 'microblog_created',
  job_created: 'job_offer_created',
};

/** The catalog key of a type's label on the screen. */
export const adminEmailTypeLabelKey = (type: string, notificationType?: string) =>
  notificationType && !(adminEmailSpecTypes as readonly string[]).includes(type)
    ? `notifications.types.${notificationType}`
    : `admin.notificationEmails.types.${type}`;

export const adminEmailLimits = { emailMax: 254, typesMax: 50 };

const emailField = z
  .string({ error: 'admin.notificationEmails.validation.email' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'admin.notificationEmails.validation.email', abort: true })
  .max(adminEmailLimits.emailMax, { error: 'admin.notificationEmails.validation.email', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'admin.notificationEmails.validation.email' });

const typesField = z
  .array(
    z
      .string({ error: 'admin.notificationEmails.validation.types' })
      .regex(/^[a-z][a-z0-9_]{0,59}$/, { error: 'admin.notificationEmails.validation.types' }),
    { error: 'admin.notificationEmails.validation.types' },
  )
  .max(adminEmailLimits.typesMax, { error: 'admin.notificationEmails.validation.types' });

/** Adding an address: the types default to blog, event and microblog (§7.5). */
export const AdminEmailCreateBody = z.object({
  email: emailField,
  notificationTypes: typesField.optional(),
});
export type AdminEmailCreateBody = z.infer<typeof AdminEmailCreateBody>;

/** Editing one: any of the address, the active box, the ticked types. */
export const AdminEmailUpdateBody = z.object({
  email: emailField.optional(),
  isActive: z.boolean({ error: 'errors.validation_failed' }).optional(),
  notificationTypes: typesField.optional(),
});
export type AdminEmailUpdateBody = z.infer<typeof AdminEmailUpdateBody>;

export const AdminEmail = z.object({
  id: z.uuid(),
  email: z.string(),
  notificationTypes: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The address is a member's: the alert arrives in the app (§6), else by mail. */
  isMember: z.boolean(),
});
export type AdminEmail = z.infer<typeof AdminEmail>;

export const AdminEmailType = z.object({ type: z.string(), labelKey: z.string() });
export type AdminEmailType = z.infer<typeof AdminEmailType>;

export const AdminEmailsResponse = z.object({
  items: z.array(AdminEmail),
  /** The types the screen offers, `all` first. */
  types: z.array(AdminEmailType),
  /**
   * False until the list was first set up (seeded from the admins and ADMIN_EMAILS, or an address added):
   * until then every admin and ADMIN_EMAILS hear of everything, as before the list existed.
   */
  configured: z.boolean(),
});
export type AdminEmailsResponse = z.infer<typeof AdminEmailsResponse>;

export const AdminEmailParams = z.object({ emailId: z.uuid({ error: 'errors.not_found' }) });

const access = { ability: 'admin.settings', refusal: 'admin.notificationEmails.refused' } as const;

export const adminEmailEndpoints = {
  list: endpoint('GET', '/admin/notification-emails', { response: AdminEmailsResponse, access }),
  ...adminItemEndpoints({
    path: '/admin/notification-emails',
    itemPath: '/admin/notification-emails/:emailId',
    params: AdminEmailParams,
    createBody: AdminEmailCreateBody,
    updateBody: AdminEmailUpdateBody,
    item: AdminEmail,
    access,
  }),
};

export const adminEmailLogActions = [
  'admin_email_created',
  'admin_email_updated',
  'admin_email_deleted',
] as const;
export const adminEmailMailKinds = ['admin_content_created'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof adminEmailLogActions> {}
  interface MailKinds extends Registered<typeof adminEmailMailKinds> {}
}
