import { z } from 'zod';
import type { AdminScreenId } from '../admin-screens';
import { endpoint } from '../endpoint';
import { AbilityName, Role } from '../permissions';
import type { Registered } from '../registry';
import { OkResponse } from './auth';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';
import {
  AdminSettings,
  AssetSlotParams,
  AssetUploadResponse,
  SiteConfiguration,
  SiteConfigurationBody,
  UpdateAdminSettingsBody,
} from './settings';

/**
 * Who is in the back office: the role, its abilities, and the screens it may open, in the sidebar's
 * order (common/admin-screens.ts; on the wire a screen is its id, as the areas register their own).
 */
export const AdminMe = z.object({
  role: Role,
  abilities: z.array(AbilityName),
  screens: z.array(z.string() as z.ZodType<AdminScreenId, string>),
});
export type AdminMe = z.infer<typeof AdminMe>;

/** The action log, 20 a page by default; `q` searches the action, the details and the member's e-mail. */
export const LogsQuery = PageQuery.extend({
  q: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
}).superRefine(withinCountCap());
export type LogsQuery = z.infer<typeof LogsQuery>;

export const LogEntry = z.object({
  id: z.number().int(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type LogEntry = z.infer<typeof LogEntry>;
export const LogsPage = numberedPageOf(LogEntry).extend({
  /** Every action this version records, in the areas' order: the filter's choices. */
  actions: z.array(z.string()),
});
export type LogsPage = z.infer<typeof LogsPage>;

/**
 * Where a mail is (issue 36 §2): waiting for the worker, being sent, failed for now (next attempt at
 * `nextAttemptAt`), sent, given up (`error` says why), held (its address bounced), or kept in the
 * outbox (no SMTP).
 */
export const OutboxStatus = z.enum(['queued', 'sending', 'retrying', 'sent', 'failed', 'held', 'outbox']);
export type OutboxStatus = z.infer<typeof OutboxStatus>;
export const OutboxMail = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  link: z.string().nullable(),
  status: OutboxStatus,
  error: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  language: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
/** The mail outbox, 20 a page by default; `q` matches the address or the subject; by state and kind. */
export const OutboxQuery = PageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: OutboxStatus.optional(),
  kind: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,80}$/, { error: 'admin.mails.kindInvalid' })
    .optional(),
}).superRefine(withinCountCap());
export type OutboxQuery = z.infer<typeof OutboxQuery>;
export const OutboxPage = numberedPageOf(OutboxMail);
/** The queue at a glance on the dashboard (issue 36 §2): each count links to the outbox in that state. */
export const OutboxCounts = z.object({
  queued: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  held: z.number().int(),
});
export type OutboxCounts = z.infer<typeof OutboxCounts>;
export type OutboxPage = z.infer<typeof OutboxPage>;

/**
 * The back office API under `/api/v1/admin`. Each endpoint names the ability its screen needs; the admin
 * scope's guard (server/plugins/admin-scope.ts) opens the scope to staff and answers a staff
 * member without that ability 403 'Accès réservé aux administrateurs.', logging every refusal.
 */
export const adminEndpoints = {
  /** AdminMe: the caller's role, abilities and screens (the frame's sidebar and routes). */
  me: endpoint('GET', '/admin/me', { response: AdminMe, access: { ability: 'admin.open' } }),
  getSettings: endpoint('GET', '/admin/settings', {
    response: AdminSettings,
    access: { ability: 'admin.settings' },
  }),
  updateSettings: endpoint('PATCH', '/admin/settings', {
    body: UpdateAdminSettingsBody,
    response: AdminSettings,
    access: { ability: 'admin.settings' },
  }),
  /** 'Configuration du site' (/admin/settings): the site's name, its contact address, how it runs. */
  getConfiguration: endpoint('GET', '/admin/site-settings', {
    response: SiteConfiguration,
    access: { ability: 'admin.settings' },
  }),
  updateConfiguration: endpoint('PATCH', '/admin/site-settings', {
    body: SiteConfigurationBody,
    response: SiteConfiguration,
    access: { ability: 'admin.settings' },
  }),
  /** One image (field `file`): PNG, JPG or SVG by its bytes, 5 MB at most. */
  uploadAsset: endpoint('POST', '/admin/settings/assets/:slot', {
    params: AssetSlotParams,
    multipart: true,
    response: AssetUploadResponse,
    access: { ability: 'admin.settings' },
  }),
  removeAsset: endpoint('DELETE', '/admin/settings/assets/:slot', {
    params: AssetSlotParams,
    response: OkResponse,
    access: { ability: 'admin.settings' },
  }),
  /** OutboxQuery → OutboxPage, newest first. */
  listMails: endpoint('GET', '/admin/mails', {
    query: OutboxQuery,
    response: OutboxPage,
    access: { ability: 'admin.mails' },
  }),
  /** How many mails wait (queued or being sent), wait for a retry, were given up, are held. */
  mailCounts: endpoint('GET', '/admin/mails/counts', {
    response: OutboxCounts,
    access: { ability: 'admin.mails' },
  }),
  /** "Renvoyer": a failed or held mail goes back in the queue (its address's bounce mark cleared). */
  resendMail: endpoint('POST', '/admin/mails/:id/resend', {
    params: z.object({ id: z.uuid() }),
    response: z.null(),
    status: 204,
    access: { ability: 'admin.mails' },
  }),
  /** LogsQuery → LogsPage, newest first. */
  listLogs: endpoint('GET', '/admin/logs', {
    query: LogsQuery,
    response: LogsPage,
    access: { ability: 'admin.logs' },
  }),
};

/** The setup token from the server log, when /admin-setup asks for it. */
export const AdminPromotionBody = z.object({
  token: z.string().trim().max(200, { error: 'admin.setup.tokenInvalid' }).optional(),
});
export type AdminPromotionBody = z.infer<typeof AdminPromotionBody>;

/** Result of /admin-setup (000 §4 "Admin setup"). */
export const AdminPromotionResponse = z.object({ status: z.enum(['already_admin', 'promoted']) });
export type AdminPromotionResponse = z.infer<typeof AdminPromotionResponse>;

/** What /admin-setup shows before the button: whether this member may become admin. */
/**
 * What /admin-setup offers the signed-in member. `needsToken`: no ADMIN_EMAILS is configured and no
 * admin exists, so the first admin proves they run the server with the token printed in its log.
 */
export const AdminSetupStatus = z.object({
  isAdmin: z.boolean(),
  canPromote: z.boolean(),
  needsToken: z.boolean(),
  /** Which refusal to explain when `canPromote` is false: an admin exists, or the address is not listed. */
  adminExists: z.boolean(),
});
export type AdminSetupStatus = z.infer<typeof AdminSetupStatus>;

/** /admin-setup (000 §2.9): any signed-in member asks; the bootstrap rule decides (DESIGN.md §5). */
export const adminSetupEndpoints = {
  status: endpoint('GET', '/admin-setup', { response: AdminSetupStatus, access: 'member', tag: 'admin' }),
  promote: endpoint('POST', '/admin-setup/promote', {
    body: AdminPromotionBody.nullish(),
    response: AdminPromotionResponse,
    access: 'member',
    limit: 'service',
    tag: 'admin',
  }),
};

/** Log actions the back office writes (recorded whatever the logging setting: security events). */
export const adminLogActions = ['unauthorized_access_attempt', 'admin_promoted'] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof adminLogActions> {}
}
