import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A one-click unsubscribe token (`<id>.<signature>`, HMAC-SHA256 under the auth secret, scoped by a
 * purpose): the signature is the proof, nothing is stored, no session is needed. Rules and
 * prospection mails use it, each with its own purpose.
 */
const signatureOf = (secret: string, purpose: string, id: string) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

export const signedToken = (secret: string, purpose: string, id: string) =>
  `${id}.${signatureOf(secret, purpose, id)}`;

/** The id a token names for `purpose`, when its signature holds and the id is a UUID. */
export const readSignedToken = (secret: string, purpose: string, token: string): string | undefined => {
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const expected = Buffer.from(signatureOf(secret, purpose, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
};
