import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signed links of the newsletter (decision 16): `<payload>.<signature>`, the payload the base64url
 * JSON `{ p, id, exp? }` and the signature its HMAC-SHA256 under the auth secret. A confirmation link
 * expires; an unsubscribe link works as long as the subscriber exists. Nothing is stored: the
 * signature is the proof.
 */

export type NewsletterLinkPurpose = 'confirm' | 'unsubscribe';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`newsletter.${payload}`).digest('base64url');

export const newsletterToken = (
  secret: string,
  purpose: NewsletterLinkPurpose,
  subscriberId: string,
  expiresAt?: Date,
): string => {
  const payload = Buffer.from(
    JSON.stringify({
      p: purpose,
      id: subscriberId,
      ...(expiresAt ? { exp: Math.floor(expiresAt.getTime() / 1000) } : {}),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
};

/** The subscriber id a token names for `purpose`, or null when forged, damaged or expired. */
export const readNewsletterToken = (
  secret: string,
  purpose: NewsletterLinkPurpose,
  token: string,
  now: Date = new Date(),
): string | null => {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { p, id, exp } = claims as Record<string, unknown>;
  if (p !== purpose || typeof id !== 'string') return null;
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= now.getTime())) return null;
  return id;
};
