import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a confirmation link's token says once its signature and expiry are checked. */
export interface ConfirmationClaims {
  email: string;
  userId: string | undefined;
  /** The sign-up attempt the link belongs to; absent for a resend that did not prove the password. */
  attempt: string | undefined;
}

const decodeJson = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Reads a confirmation token (the HS256 JWT better-auth signs with the auth secret) with node:crypto,
 * so the link's owner is known before better-auth spends it. Null when forged, malformed or expired.
 */
export const readConfirmationToken = (
  token: string,
  secret: string,
  now = Date.now(),
): ConfirmationClaims | null => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const head = decodeJson(header);
  if (!head || typeof head !== 'object' || !('alg' in head) || head.alg !== 'HS256') return null;
  const claims = decodeJson(payload);
  if (!claims || typeof claims !== 'object') return null;
  const record = claims as Record<string, unknown>;
  const email = stringOrUndefined(record.email);
  if (!email || typeof record.exp !== 'number' || record.exp * 1000 <= now) return null;
  // A change-of-address token (`updateTo`) is not a sign-up confirmation.
  if (record.updateTo !== undefined) return null;
  return { email, userId: stringOrUndefined(record.userId), attempt: stringOrUndefined(record.attempt) };
};

/** How better-auth stores a magic link's token (`storeToken: 'hashed'`): SHA-256, base64url, no padding. */
export const storedMagicToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');
