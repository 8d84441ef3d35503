import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures under the auth secret (mailed account links, export download links). */
export const signerOf = (secret: string) => ({
  sign: (text: string) => createHmac('sha256', secret).update(text).digest('base64url'),
  /** Compares two signatures in constant time. */
  sameSignature: (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  },
});
