import { z } from 'zod';
import { CursorQuery, pageOf } from './pagination';

export const LogsQuery = CursorQuery.extend({
  q: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
});
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
export const LogsPage = pageOf(LogEntry);

export const OutboxMail = z.object({
  id: z.uuid(),
  toAddress: z.string(),
  subject: z.string(),
  kind: z.string(),
  link: z.string().nullable(),
  status: z.enum(['outbox', 'sent', 'failed']),
  error: z.string().nullable(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
export const OutboxQuery = CursorQuery.extend({ q: z.string().trim().max(200).optional() });
export type OutboxQuery = z.infer<typeof OutboxQuery>;
export const OutboxPage = pageOf(OutboxMail);

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
