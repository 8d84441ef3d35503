import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import { AbilityName, Role } from '../permissions';
import type { Registered } from '../registry';

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

/** A password being chosen (sign-up, change): the length rules; the server also refuses common ones. */
export const Password = z
  .string({ error: 'auth.validation.passwordRequired' })
  .min(1, { error: 'auth.validation.passwordRequired', abort: true })
  .min(limits.passwordMin, { error: 'auth.validation.passwordTooShort', abort: true })
  .max(limits.passwordMax, { error: 'auth.validation.passwordTooLong' });

/**
 * A password being typed to sign in: only required and bounded, so a member whose password predates
 * the current length rule can still sign in (and is then asked nothing more).
 */
export const CurrentPassword = z
  .string({ error: 'auth.validation.passwordRequired' })
  .min(1, { error: 'auth.validation.passwordRequired', abort: true })
  .max(limits.passwordMax, { error: 'auth.validation.passwordTooLong' });

/**
 * Where to land after sign-in: a path of this site only. Refused: another origin (`//host`), a
 * backslash, dot segments (`/./`, `/../`, which a URL parser folds into `//host`) and percent-encoded
 * slashes, backslashes or dots (which a later decoding would turn into the same).
 */
export const RedirectPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'auth.validation.redirectInvalid' })
  .refine((value) => !/(^|\/)\.{1,2}(\/|$|\?|#)/.test(value), { error: 'auth.validation.redirectInvalid' })
  .refine((value) => !/%(2f|5c|2e)/i.test(value), { error: 'auth.validation.redirectInvalid' });

export const SignUpBody = z.object({ email: Email, password: Password });
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.object({ email: Email, password: CurrentPassword });
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

/**
 * Resend of the confirmation mail. With the password of the pending sign-up (the sign-in dialog has
 * it), the new link keeps that password; without it, confirming drops any password set before the
 * address was proven (issue 11 §1).
 */
export const ResendVerificationBody = z.object({ email: Email, password: CurrentPassword.optional() });
export type ResendVerificationBody = z.infer<typeof ResendVerificationBody>;

/** The signed-in member as the web needs it on every page. */
/** The interface languages a member may choose (the account's setting, issue 22 §1). */
export const InterfaceLanguage = z.enum(['fr', 'en', 'pt']);
export type InterfaceLanguage = z.infer<typeof InterfaceLanguage>;

export const SessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: Role,
  /** What the role may do (`common/permissions.ts`): the web shows a link or a button by ability. */
  abilities: z.array(AbilityName),
  isComplete: z.boolean(),
  /**
   * The language chosen in the account's settings, which the web app switches to after signing in on
   * any browser; null while the member never chose one (the browser's own choice stays).
   */
  language: InterfaceLanguage.nullable(),
  /** An authenticator or a passkey guards the account; staff need one before the back office opens. */
  secondFactor: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** The second factors a sign-in may end with (issue 33 §4–5). */
export const SecondFactorMethod = z.enum(['totp', 'passkey']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethod>;

/**
 * A sign-in answers the member, or (`user: null`) that a second factor is awaited: a password or a
 * magic link alone never opens the session of a member who has one.
 */
export const SignInResponse = z.object({
  user: SessionUser.nullable(),
  secondFactor: z.object({ methods: z.array(SecondFactorMethod) }).optional(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;

/** Changing the password: the current one, then the new one under the sign-up rules. */
export const ChangePasswordBody = z.object({ currentPassword: CurrentPassword, newPassword: Password });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Setting a password when the account has none (magic-link members, dropped unproven password). */
export const SetPasswordBody = z.object({ newPassword: Password });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

/** A code as typed: six digits of the authenticator, or a recovery code (spaces and dashes ignored). */
export const SecondFactorCode = z
  .string({ error: 'auth.validation.codeRequired' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'auth.validation.codeRequired', abort: true })
      .regex(/^(\d{6}|[A-Z2-7]{10})$/, { error: 'auth.validation.codeInvalid' }),
  );

/**
 * The ways a signed-in member can prove again who they are before a sensitive change (issue 33 §3).
 * `email` mails a fresh sign-in link to the account's address (accounts without a password too);
 * `totp`: a code of the member's authenticator, or a recovery code (issue 33 §4). A member with a
 * second factor cannot prove with the mail alone.
 */
export const ProofMethod = z.enum(['password', 'email', 'totp', 'passkey']);
export type ProofMethod = z.infer<typeof ProofMethod>;

/** WebAuthn options and responses pass through as the browser library shapes them (JSON). */
const WebAuthnJson = z.record(z.string(), z.unknown());
const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);

/** What the browser's authenticator answered (a new passkey, or a signed challenge). */
export const WebAuthnCredential = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: base64url }),
  clientExtensionResults: WebAuthnJson.default({}),
});
export type WebAuthnCredential = z.input<typeof WebAuthnCredential>;

export const WebAuthnOptions = z.object({ options: WebAuthnJson });
export type WebAuthnOptions = z.infer<typeof WebAuthnOptions>;

/** `POST /auth/reauthenticate`: one proof, by method. */
export const ReauthenticateBody = z.discriminatedUnion('method', [
  z.object({ method: z.literal('password'), password: CurrentPassword }),
  /** `redirect`: where the mailed link lands once followed (a path of this site). */
  z.object({ method: z.literal('email'), redirect: RedirectPath.optional() }),
  z.object({ method: z.literal('totp'), code: SecondFactorCode }),
  /** A challenge of `POST /auth/reauthenticate/passkey-options`, signed by one of the member's passkeys. */
  z.object({ method: z.literal('passkey'), credential: WebAuthnCredential }),
]);
export type ReauthenticateBody = z.infer<typeof ReauthenticateBody>;

/** `proven`: the session may make sensitive changes for a while; `mail_sent`: follow the mailed link. */
export const ReauthenticateResponse = z.object({ status: z.enum(['proven', 'mail_sent']) });
export type ReauthenticateResponse = z.infer<typeof ReauthenticateResponse>;

/** "Mot de passe oublié ?": the address to mail a recovery link to (answered the same whether known or not). */
export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** A new password with the mailed recovery link's token. */
export const ResetPasswordBody = z.object({
  token: z
    .string({ error: 'auth.reset.linkInvalid' })
    .min(1, { error: 'auth.reset.linkInvalid' })
    .max(500, { error: 'auth.reset.linkInvalid' }),
  newPassword: Password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** The two links better-auth mails: an address's confirmation and a sign-in link. */
export const MailedLinkKind = z.enum(['verify-email', 'magic-link']);
export type MailedLinkKind = z.infer<typeof MailedLinkKind>;

/**
 * Where a mailed link lands (a GET of the link never spends it: mail scanners and link previews follow
 * links): the dialog's confirmation step, the link's own query kept in the fragment, which no server sees.
 */
export const mailedLinkPagePath = (kind: MailedLinkKind, query: string): string =>
  `/?authLink=${kind}#${query}`;

/** A mailed link, opened by the member's click on its page: its kind and its query as mailed. */
export const OpenLinkBody = z.object({
  kind: MailedLinkKind,
  query: z
    .string({ error: 'auth.linkInvalid' })
    .min(1, { error: 'auth.linkInvalid' })
    .max(4000, { error: 'auth.linkInvalid' }),
});
export type OpenLinkBody = z.infer<typeof OpenLinkBody>;

/**
 * The account a mailed link is for, shown on its page before the click (a link someone else sent signs
 * into their account); null when the link no longer works.
 */
export const LinkAccountResponse = z.object({ email: z.string().nullable() });
export type LinkAccountResponse = z.infer<typeof LinkAccountResponse>;

/** Where the browser goes next (signed in, or told why not), an absolute URL on the site. */
export const OpenLinkResponse = z.object({ location: z.url() });
export type OpenLinkResponse = z.infer<typeof OpenLinkResponse>;

/** The security settings of the signed-in member. */
export const AccountSecurity = z.object({
  hasPassword: z.boolean(),
  /** How this member can prove who they are again (the re-authentication dialog shows these). */
  proofMethods: z.array(ProofMethod),
  /** Open sessions, this one included. */
  activeSessions: z.number().int().nonnegative(),
});
export type AccountSecurity = z.infer<typeof AccountSecurity>;

/** Accounts (under `/api/v1`): the writes a visitor makes are the public ones. */
export const authEndpoints = {
  /** Whether an account uses this address, and whether it is confirmed (asked before sign-up). */
  checkEmail: endpoint('POST', '/auth/email-check', {
    body: EmailCheckBody,
    response: EmailCheckResponse,
    access: 'public',
  }),
  /** Creates the account and mails the confirmation link; no session until the address is proven. */
  signUp: endpoint('POST', '/auth/sign-up', {
    body: SignUpBody,
    response: OkResponse,
    status: 201,
    access: 'public',
  }),
  /** Opens the session (cookie). */
  signIn: endpoint('POST', '/auth/sign-in', {
    body: SignInBody,
    response: SignInResponse,
    access: 'public',
  }),
  /** Mails a one-time sign-in link. */
  magicLink: endpoint('POST', '/auth/magic-link', {
    body: MagicLinkBody,
    response: OkResponse,
    access: 'public',
  }),
  /**
   * Spends a mailed link (confirmation or sign-in) on the member's click: signs in (cookie) and says
   * where to go. Counted per network with the sign-ins.
   */
  /** The address a mailed link is for, without spending it (a POST: the token stays out of URLs). */
  linkAccount: endpoint('POST', '/auth/links/account', {
    body: OpenLinkBody,
    response: LinkAccountResponse,
    access: 'public',
    limit: 'service',
  }),
  openLink: endpoint('POST', '/auth/links/open', {
    body: OpenLinkBody,
    response: OpenLinkResponse,
    access: 'public',
    limit: 'service',
  }),
  /** Sends the confirmation mail again to an address whose account is not confirmed. */
  resendVerification: endpoint('POST', '/auth/verification-email', {
    body: ResendVerificationBody,
    response: OkResponse,
    access: 'public',
  }),
  /** Ends the session and clears the cookie; a no-op for a visitor (an expired cookie included). */
  signOut: endpoint('POST', '/auth/sign-out', { response: OkResponse, access: 'public' }),
  /** The signed-in member, or `{ user: null }` for a visitor. */
  session: endpoint('GET', '/auth/session', { response: SessionResponse, access: 'public' }),
  /** Whether the member has a password, and how many sessions are open. */
  security: endpoint('GET', '/auth/security', { response: AccountSecurity, access: 'member' }),
  /** Ends the other sessions and renews this one. */
  changePassword: endpoint('POST', '/auth/password/change', {
    body: ChangePasswordBody,
    response: OkResponse,
    access: 'member',
    limit: 'service',
  }),
  /** A first password (accounts opened by magic link). */
  setPassword: endpoint('POST', '/auth/password/set', {
    body: SetPasswordBody,
    response: OkResponse,
    access: 'member',
    limit: 'own',
  }),
  /**
   * Proves again who the member is (password, authenticator code, passkey, or a fresh sign-in link by
   * mail), so that the session may make sensitive changes for `limits.recentProofSeconds` (issue 33 §3).
   */
  reauthenticate: endpoint('POST', '/auth/reauthenticate', {
    body: ReauthenticateBody,
    response: ReauthenticateResponse,
    access: 'member',
    limit: 'service',
  }),
  /** A challenge for one of the member's own passkeys, to sign as a proof (`method: 'passkey'`). */
  reauthenticatePasskeyOptions: endpoint('POST', '/auth/reauthenticate/passkey-options', {
    response: WebAuthnOptions,
    access: 'member',
    limit: 'service',
  }),
  /** Mails a single-use recovery link (30 min) when an account uses the address; the same answer otherwise. */
  forgotPassword: endpoint('POST', '/auth/password/forgot', {
    body: ForgotPasswordBody,
    response: OkResponse,
    access: 'public',
  }),
  /** Sets the new password of a recovery link: every session ends, a notice is mailed. */
  resetPassword: endpoint('POST', '/auth/password/reset', {
    body: ResetPasswordBody,
    response: OkResponse,
    access: 'public',
  }),
  /** Ends every session of the member, this one included. */
  signOutEverywhere: endpoint('POST', '/auth/sign-out-everywhere', {
    response: OkResponse,
    access: 'member',
    limit: 'own',
  }),
};

/**
 * Mails the auth area sends (the outbox's `kind`): address confirmation and sign-in links, the password
 * recovery link, the notice of a changed password and of a sign-in from an unknown browser (issue 33).
 */
export const authMailKinds = [
  'verification',
  'magic_link',
  'password_reset',
  'password_changed',
  'new_device',
  'security_changed',
] as const;

declare module '../registry' {
  interface MailKinds extends Registered<typeof authMailKinds> {}
}
