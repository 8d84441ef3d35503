/**
 * Every error code the API answers with, and its HTTP status. The French message for each lives in the
 * `fr` catalog under `errors.<code>`; the web shows the catalog text of the current language.
 */
export const errorStatus = {
  /** The body, query or params failed the contract; `details` lists every issue. */
  validation_failed: 400,
  /** No valid session. */
  unauthenticated: 401,
  /** E-mail and password do not match an account. */
  invalid_credentials: 401,
  /** Signed in, but the policy refuses this action. */
  forbidden: 403,
  /** The account exists but its e-mail address is not confirmed yet. */
  email_not_verified: 403,
  /** The member is blocked or suspended by an admin. */
  account_blocked: 403,
  /** The resource does not exist or is not visible to the actor. */
  not_found: 404,
  /** Sign-up with an address that has a confirmed account. */
  email_taken: 409,
  /** Sign-up with an address whose account is not confirmed yet. */
  email_unconfirmed: 409,
  /** The body is larger than the route accepts. */
  payload_too_large: 413,
  /** An uploaded file is larger than its slot accepts. */
  file_too_large: 413,
  /** An uploaded file is not of an accepted type (checked by its bytes). */
  unsupported_file_type: 415,
  /** The multipart request has no file. */
  file_missing: 400,
  /** Too many attempts from this address or IP; `Retry-After` says when to retry. */
  rate_limited: 429,
  /** Too many confirmation or magic-link mails for one address (000 §8 "rate limit"). */
  mail_rate_limited: 429,
  /** The account was created but its profile could not be (000 §8). */
  profile_creation_failed: 500,
  /** Anything unexpected; logged with the request id. */
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorStatus, value);

/** One issue of a failed validation: the field path, the catalog key and the French message. */
export interface ErrorIssue {
  path: string;
  key: string;
  message: string;
}

/** The one error shape of the API. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: ErrorIssue[] };
}
