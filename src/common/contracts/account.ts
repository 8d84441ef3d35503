import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { CurrentPassword, Email, InterfaceLanguage, OkResponse } from './auth';

/*
 * The settings hub (issue 22 §1, §4, §5): account preferences, e-mail change, sessions, the data export
 * and the account's deletion. Messages are catalog keys (src/common/i18n/<language>/account.json).
 */

export const AccountLanguage = InterfaceLanguage;
export type AccountLanguage = z.infer<typeof AccountLanguage>;

/** What the hub shows of the account. */
export const AccountSettings = z.object({
  email: z.string(),
  hasPassword: z.boolean(),
  language: AccountLanguage,
  weeklyDigest: z.boolean(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

export const UpdateAccountSettingsBody = z
  .object({ language: AccountLanguage.optional(), weeklyDigest: z.boolean().optional() })
  .strict();
export type UpdateAccountSettingsBody = z.infer<typeof UpdateAccountSettingsBody>;

/** A new address, confirmed by the link mailed to it; the password when the account has one. */
export const EmailChangeBody = z.object({ newEmail: Email, password: CurrentPassword.optional() });
export type EmailChangeBody = z.infer<typeof EmailChangeBody>;

/** The token of a mailed link (e-mail change, deletion without password). */
export const LinkTokenBody = z.object({
  token: z
    .string({ error: 'account.validation.linkInvalid' })
    .min(1, { error: 'account.validation.linkInvalid' })
    .max(2000, { error: 'account.validation.linkInvalid' }),
});
export type LinkTokenBody = z.infer<typeof LinkTokenBody>;

export const EmailChangeConfirmResponse = z.object({ email: z.string() });

/** An open session, as the member sees it (the IP cut to its network). */
export const AccountSession = z.object({
  id: z.uuid(),
  /** Read from the user agent (the web writes "Chrome sur Linux"); null when it says nothing readable. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** `local` for a private or loopback address (the web writes "Réseau local"); null otherwise. */
  place: z.enum(['local']).nullable(),
  /** The ISO 3166 code of the country the address is registered in, found offline; null when unknown. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;
export const AccountSessionsResponse = z.object({ items: z.array(AccountSession) });
export const SessionParams = z.object({ sessionId: z.guid() });

export const DataExportStatus = z.enum(['pending', 'running', 'ready', 'failed']);
export const DataExport = z.object({
  id: z.uuid(),
  status: DataExportStatus,
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  size: z.number().int().nullable(),
  /** The signed download link while it lasts (ready and not expired). */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;
export const DataExportsResponse = z.object({ items: z.array(DataExport) });
export const ExportParams = z.object({ exportId: z.guid() });
/** The signed link's query; a link missing a part answers 'expired' like an altered one (after the owner check). */
export const ExportDownloadQuery = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional(),
});

/** Deleting the account: the password re-authenticates; without one, a link is mailed instead. */
export const DeletionBody = z.object({ password: CurrentPassword.optional() });
export type DeletionBody = z.infer<typeof DeletionBody>;
export const DeletionResponse = z.object({
  /** 'scheduled': signed out everywhere, purged at `dueAt`; 'mail_sent': follow the mailed link. */
  status: z.enum(['scheduled', 'mail_sent']),
  dueAt: z.iso.datetime().nullable(),
});
export type DeletionResponse = z.infer<typeof DeletionResponse>;

/** The settings hub (under `/api/v1`): every endpoint is the signed-in member's own account. */
export const accountEndpoints = {
  get: endpoint('GET', '/account/settings', { response: AccountSettings, access: 'member' }),
  update: endpoint('PATCH', '/account/settings', {
    body: UpdateAccountSettingsBody,
    response: AccountSettings,
    access: 'member',
    limit: 'own',
  }),
  /** Mails a confirmation link to the new address; nothing changes until it is followed. */
  requestEmailChange: endpoint('POST', '/account/email-change', {
    body: EmailChangeBody,
    response: OkResponse,
    access: 'member',
    limit: 'service',
  }),
  /** Applies the change of the link (the signed-in member must be the one who asked). */
  confirmEmailChange: endpoint('POST', '/account/email-change/confirm', {
    body: LinkTokenBody,
    response: EmailChangeConfirmResponse,
    access: 'member',
    limit: 'own',
  }),
  sessions: endpoint('GET', '/account/sessions', { response: AccountSessionsResponse, access: 'member' }),
  revokeSession: endpoint('DELETE', '/account/sessions/:sessionId', {
    params: SessionParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  exports: endpoint('GET', '/account/exports', { response: DataExportsResponse, access: 'member' }),
  requestExport: endpoint('POST', '/account/exports', {
    response: DataExport,
    status: 201,
    access: 'member',
    limit: 'service',
  }),
  /** The ZIP, through the signed link of `exports` (7 days), for its owner only. */
  downloadExport: endpoint('GET', '/account/exports/:exportId/download', {
    params: ExportParams,
    query: ExportDownloadQuery,
    response: z.string().describe('application/zip'),
    access: 'member',
  }),
  requestDeletion: endpoint('POST', '/account/deletion', {
    body: DeletionBody,
    response: DeletionResponse,
    access: 'member',
    limit: 'service',
  }),
  confirmDeletion: endpoint('POST', '/account/deletion/confirm', {
    body: LinkTokenBody,
    response: DeletionResponse,
    access: 'member',
    limit: 'own',
  }),
};

export const accountNotificationTypes = ['data_export_ready'] as const;
export const accountLogActions = [
  'email_changed',
  'session_revoked',
  'data_export_requested',
  'account_deletion_requested',
  'account_deletion_cancelled',
] as const;
export const accountMailKinds = [
  'email_change',
  'email_change_notice',
  'weekly_digest',
  'account_deletion',
  'account_deletion_link',
] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof accountNotificationTypes> {}
  interface LogActions extends Registered<typeof accountLogActions> {}
  interface MailKinds extends Registered<typeof accountMailKinds> {}
}
