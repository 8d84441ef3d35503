import { z } from 'zod';
import { endpoint } from '../endpoint';
import { Role } from '../permissions';
import { OkResponse, SecondFactorCode, SignInResponse, WebAuthnCredential, WebAuthnOptions } from './auth';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

export {
  SecondFactorCode,
  SecondFactorMethod,
  SignInResponse,
  WebAuthnCredential,
  WebAuthnOptions,
} from './auth';

/*
 * Second factors (issue 33 §4–5): a TOTP authenticator with recovery codes, and passkeys (WebAuthn).
 * A member who has either cannot be signed in by a password or a magic link alone: the sign-in answers
 * `secondFactor` and the session opens only after a code (or a passkey) from the same browser.
 */

/** The second step of a sign-in: a code, and whether this browser may skip it for 30 days. */
export const SecondFactorBody = z.object({
  code: SecondFactorCode,
  rememberDevice: z.boolean().default(false),
});
export type SecondFactorBody = z.input<typeof SecondFactorBody>;

export const PasskeyName = z
  .string({ error: 'auth.validation.passkeyNameRequired' })
  .trim()
  .min(1, { error: 'auth.validation.passkeyNameRequired', abort: true })
  .max(60, { error: 'auth.validation.passkeyNameTooLong' });

export const Passkey = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

/** What `/settings/security` shows of the second factors. */
export const SecondFactors = z.object({
  totp: z.object({
    enabled: z.boolean(),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesLeft: z.number().int().nonnegative(),
  }),
  passkeys: z.array(Passkey),
  /** The member's role opens the back office: a second factor is required before it does. */
  requiredForRole: z.boolean(),
});
export type SecondFactors = z.infer<typeof SecondFactors>;

/** A new authenticator to confirm: the secret as typed by hand, and the otpauth:// URI of the QR code. */
export const TotpSetup = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpCodeBody = z.object({ code: SecondFactorCode });
export type TotpCodeBody = z.input<typeof TotpCodeBody>;

/** Shown once: ten single-use codes. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const AddPasskeyBody = z.object({ name: PasskeyName, credential: WebAuthnCredential });
export type AddPasskeyBody = z.input<typeof AddPasskeyBody>;

export const RenamePasskeyBody = z.object({ name: PasskeyName });
export const PasskeyParams = z.object({ id: z.uuid() });

export const PasskeySignInBody = z.object({ credential: WebAuthnCredential });
export type PasskeySignInBody = z.input<typeof PasskeySignInBody>;

/** A staff member whose role opens the back office but who has no second factor yet (issue 33 §4). */
export const UnenrolledStaffMember = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: Role,
  createdAt: z.iso.datetime(),
});
export type UnenrolledStaffMember = z.infer<typeof UnenrolledStaffMember>;

export const UnenrolledStaffQuery = PageQuery.superRefine(withinCountCap());
export const UnenrolledStaffPage = numberedPageOf(UnenrolledStaffMember);
export type UnenrolledStaffPage = z.infer<typeof UnenrolledStaffPage>;

export const twoFactorEndpoints = {
  /** The second step of a sign-in begun by a password or a magic link in this browser. */
  secondFactor: endpoint('POST', '/auth/second-factor', {
    body: SecondFactorBody,
    response: SignInResponse,
    access: 'public',
  }),
  /** A challenge for "Se connecter avec une clé d'accès". */
  passkeySignInOptions: endpoint('POST', '/auth/passkey/options', {
    response: WebAuthnOptions,
    access: 'public',
  }),
  /** Signs in with a passkey: two factors at once (the device and its lock). */
  passkeySignIn: endpoint('POST', '/auth/passkey/sign-in', {
    body: PasskeySignInBody,
    response: SignInResponse,
    access: 'public',
  }),
  /** The member's authenticator, recovery codes left, and passkeys. */
  status: endpoint('GET', '/auth/two-factor', { response: SecondFactors, access: 'member' }),
  /** A new secret to enrol (replaces one not yet confirmed). */
  setupTotp: endpoint('POST', '/auth/two-factor/setup', {
    response: TotpSetup,
    access: 'member',
    limit: 'own',
  }),
  /** Confirms the enrolment with a first code; answers the ten recovery codes, shown once. */
  enableTotp: endpoint('POST', '/auth/two-factor/enable', {
    body: TotpCodeBody,
    response: RecoveryCodes,
    access: 'member',
    limit: 'service',
  }),
  /** Turns two-factor off, with a current code (or a recovery code) as proof. */
  disableTotp: endpoint('POST', '/auth/two-factor/disable', {
    body: TotpCodeBody,
    response: OkResponse,
    access: 'member',
    limit: 'service',
  }),
  /** Ten new recovery codes (the old ones die), with a current code as proof. */
  renewRecoveryCodes: endpoint('POST', '/auth/two-factor/recovery-codes', {
    body: TotpCodeBody,
    response: RecoveryCodes,
    access: 'member',
    limit: 'service',
  }),
  passkeyRegistrationOptions: endpoint('POST', '/auth/passkeys/options', {
    response: WebAuthnOptions,
    access: 'member',
    limit: 'own',
  }),
  addPasskey: endpoint('POST', '/auth/passkeys', {
    body: AddPasskeyBody,
    response: Passkey,
    status: 201,
    access: 'member',
    limit: 'own',
  }),
  renamePasskey: endpoint('PATCH', '/auth/passkeys/:id', {
    params: PasskeyParams,
    body: RenamePasskeyBody,
    response: Passkey,
    access: 'member',
    limit: 'own',
  }),
  removePasskey: endpoint('DELETE', '/auth/passkeys/:id', {
    params: PasskeyParams,
    response: OkResponse,
    access: 'member',
  }),
  /**
   * The staff the back office stays closed to until they enrol (issue 33 §4), oldest accounts first, 20
   * a page: the admin's view of who has not.
   */
  unenrolledStaff: endpoint('GET', '/admin/second-factors/unenrolled', {
    query: UnenrolledStaffQuery,
    response: UnenrolledStaffPage,
    access: { ability: 'users.manage' },
  }),
};
