import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Reads the session cookie better-auth signs (`<token>.<base64 HMAC-SHA256(secret, token)>`, URI
 * encoded), without going through better-auth: resolving the session is on every member request,
 * and better-auth's own path (endpoint context, two queries, cookie rewrites) cost 2–4 ms of CPU a
 * request (issue 5, DESIGN §6). Returns the token when the signature is right, else null.
 */
export const createSessionCookieReader = (options: { secret: string; secure: boolean }) => {
  const name = `${options.secure ? '__Secure-' : ''}sankofa.session_token`;
  const prefix = `${name}=`;

  const rawValueIn = (cookieHeader: string): string | undefined => {
    for (const part of cookieHeader.split(';')) {
      const trimmed = part.trimStart();
      if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length).trimEnd();
    }
    return undefined;
  };

  // Signed values already checked, and their token (an HMAC per request was 2 % of a request's CPU):
  // only values whose signature passed get here, the oldest leaving first.
  const verified = new Map<string, string>();
  const verifiedMax = 20_000;

  return {
    name,
    /** The session token of a Cookie header, or null when absent, malformed or wrongly signed. */
    tokenOf(cookieHeader: string | null | undefined): string | null {
      if (!cookieHeader) return null;
      const raw = rawValueIn(cookieHeader);
      if (!raw) return null;
      const known = verified.get(raw);
      if (known !== undefined) return known;
      let value: string;
      try {
        value = decodeURIComponent(raw);
      } catch {
        return null;
      }
      const dot = value.lastIndexOf('.');
      if (dot < 1) return null;
      const token = value.slice(0, dot);
      const signature = value.slice(dot + 1);
      // better-call accepts only a padded 32-byte base64 signature (44 characters ending with '=').
      if (signature.length !== 44 || !signature.endsWith('=')) return null;
      const given = Buffer.from(signature, 'base64');
      const expected = createHmac('sha256', options.secret).update(token).digest();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (verified.size >= verifiedMax) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(raw, token);
      return token;
    },
  };
};

export type SessionCookieReader = ReturnType<typeof createSessionCookieReader>;
