import { z } from 'zod';
import { limits } from '../limits';

/*
 * Messages are catalog keys (src/common/i18n): the server answers them in French, the web in the
 * member's language. `abort` stops at the first failed rule, so a field shows one message at a time.
 */

/** E-mail as the spec checks it: required, then the simple x@y.z shape (000 §5). */
export const Email = z
  .string({ error: 'auth.validation.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'auth.validation.emailRequired', abort: true })
  .max(limits.emailMax, { error: 'auth.validation.emailInvalid', abort: true })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'auth.validation.emailInvalid' });

export const Password = z
  .string({ error: 'auth.validation.passwordRequired' })
  .min(1, { error: 'auth.validation.passwordRequired', abort: true })
  .min(limits.passwordMin, { error: 'auth.validation.passwordTooShort', abort: true })
  .max(limits.passwordMax, { error: 'auth.validation.passwordTooLong' });

/** Where to land after sign-in: a path of this site only (never another origin). */
export const RedirectPath = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'auth.validation.redirectInvalid' })
  .max(500);

export const SignUpBody = z.object({ email: Email, password: Password });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.object({ email: Email, password: Password });
export type SignInBody = z.infer<typeof SignInBody>;

/** Magic link: one message for both a missing and a malformed address (000 §5). */
export const MagicLinkBody = z.object({
  email: z
    .string({ error: 'auth.validation.magicLinkEmail' })
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'auth.validation.magicLinkEmail' })
    .max(limits.emailMax, { error: 'auth.validation.magicLinkEmail' }),
  redirect: RedirectPath.optional(),
});
export type MagicLinkBody = z.infer<typeof MagicLinkBody>;

export const EmailCheckBody = z.object({ email: Email });
export type EmailCheckBody = z.infer<typeof EmailCheckBody>;

/** check_email_exists of the spec (000 §7). */
export const EmailCheckResponse = z.object({ exists: z.boolean(), confirmed: z.boolean() });
export type EmailCheckResponse = z.infer<typeof EmailCheckResponse>;

export const ResendVerificationBody = z.object({ email: Email });
export type ResendVerificationBody = z.infer<typeof ResendVerificationBody>;

export const Role = z.enum(['user', 'mentor', 'admin', 'contentmanager', 'moderateur', 'comite']);
export type Role = z.infer<typeof Role>;

/** The signed-in member as the web needs it on every page. */
export const SessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: Role,
  isComplete: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
