import { createHmac, timingSafeEqual } from 'node:crypto';
import { limits } from '../../../common/limits';

/** A browser known for 400 days (the longest a browser keeps a cookie). */
const deviceMaxAgeSeconds = 400 * 24 * 60 * 60;

const valueIn = (cookieHeader: string | null | undefined, name: string): string | undefined => {
  if (!cookieHeader) return undefined;
  const prefix = `${name}=`;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return undefined;
};

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The two cookies that tie an account action to one browser (issue 33 §1, §6, §7), `HttpOnly`,
 * `SameSite=Lax`, `__Secure-` on https:
 * - the sign-up attempt: the browser that chose a pending sign-up's password carries an HMAC of the
 *   attempt's nonce (the mailed link carries the nonce, never the HMAC). A confirmation link keeps the
 *   password only when opened in that browser;
 * - the device: a random id, whose hash the server keeps per member (`known_devices`).
 */
export const createBrowserCookies = (options: { secret: string; secure: boolean }) => {
  const prefix = options.secure ? '__Secure-' : '';
  const attemptName = `${prefix}sankofa.sign_up_attempt`;
  const deviceName = `${prefix}sankofa.device`;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const attemptProof = (nonce: string) =>
    createHmac('sha256', options.secret).update(`sign-up-attempt:${nonce}`).digest('base64url');

  return {
    /** Set on the browser that chose (or proved) the password of the attempt `nonce`. */
    attemptCookie: (nonce: string) =>
      `${attemptName}=${attemptProof(nonce)}; Max-Age=${limits.verificationTtlSeconds}; ${attributes}`,
    /** Clears it once the address is confirmed. */
    clearAttemptCookie: () => `${attemptName}=; Max-Age=0; ${attributes}`,
    /** Whether the request comes from the browser of the attempt `nonce`. */
    carriesAttempt(cookieHeader: string | null | undefined, nonce: string): boolean {
      const given = valueIn(cookieHeader, attemptName);
      return given !== undefined && sameText(given, attemptProof(nonce));
    },
    /** The browser's device id, when it has a well-formed one. */
    deviceOf(cookieHeader: string | null | undefined): string | undefined {
      const given = valueIn(cookieHeader, deviceName);
      return given && /^[\w-]{20,64}$/.test(given) ? given : undefined;
    },
    deviceCookie: (id: string) => `${deviceName}=${id}; Max-Age=${deviceMaxAgeSeconds}; ${attributes}`,
  };
};

export type BrowserCookies = ReturnType<typeof createBrowserCookies>;
