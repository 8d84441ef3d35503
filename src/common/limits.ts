/** Business constants of the spec (000 §9 and the other documents' §9), shared by server and web. */
export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  emailMax: 254,
  usernameMin: 3,
  usernameMax: 30,
  /** Attempts with a numeric suffix before falling back to an id fragment (000 §5 "Username"). */
  usernameAttempts: 25,
  /** A magic link is valid this long, and works once. */
  magicLinkTtlSeconds: 15 * 60,
  /** An e-mail confirmation link is valid this long. */
  verificationTtlSeconds: 24 * 60 * 60,
  sessionTtlSeconds: 30 * 24 * 60 * 60,
  /** Logging flag cache (000 §9). */
  loggingFlagCacheMs: 60_000,
} as const;

/** Abuse limits: `max` attempts per `windowSeconds`, counted per `by`. */
export const rateLimits = {
  signIn: { max: 25, windowSeconds: 5 * 60, by: 'ip' },
  signUp: { max: 5, windowSeconds: 30 * 60, by: 'ip' },
  /** Magic links and confirmation mails share one budget per address. */
  authMail: { max: 5, windowSeconds: 30 * 60, by: 'email' },
  emailCheck: { max: 60, windowSeconds: 5 * 60, by: 'ip' },
  /** Invitations a member may send per day. */
  invitation: { max: 20, windowSeconds: 24 * 60 * 60, by: 'member' },
} as const;
