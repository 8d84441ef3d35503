import type { RealtimeBus } from '../plugins/realtime-bus';

/** A session's member as far as the cache reads it: the reader's own type carries the rest. */
export interface SessionMember {
  id: string;
}

/** What resolving a session reads: its dates and its member's profile. */
export interface CachedSession<Member extends SessionMember = SessionMember> {
  expiresAt: Date;
  createdAt: Date;
  profile: Member;
  /** A block, either way, involves the member (`Actor.keptApart`). */
  keptApart: boolean;
  /** The member has an authenticator or a passkey (`Actor.secondFactor`). */
  secondFactor: boolean;
}

export interface SessionCache {
  /**
   * The session of a signed token: what this instance read less than `ttlMs` ago, else `load()`'s
   * answer, kept unless the member's sessions were invalidated while it was being read.
   */
  read<Session extends CachedSession>(
    token: string,
    load: () => Promise<Session | undefined>,
  ): Promise<Session | undefined>;
  /** Forgets one token here (a session this instance just ended; `invalidate` tells the others). */
  forget(token: string): void;
  /**
   * Drops the member's sessions here and on every instance: call it after the change is committed
   * (sign-out, block, role or profile change, sessions deleted).
   */
  invalidate(userId: string): Promise<void>;
}

/**
 * Every API request of a member resolves its session (the signed token's row and the member's profile):
 * one query that cost the point reads half their throughput (issue 13). This instance keeps what it
 * read for a few seconds, keyed by the token. Whatever ends or changes a session or its member calls
 * `invalidate`, which reaches every instance through the realtime bus, so a sign-out, a block or a role
 * change takes effect on the next request everywhere; the short lifetime bounds what a change made
 * outside the app could leave. When the bus may have missed messages, all is dropped.
 */
export const createSessionCache = (
  bus: Pick<RealtimeBus, 'invalidateSessions' | 'onSessionsInvalidated'>,
  options: { ttlMs: number; maxEntries: number; now?: () => number },
): SessionCache => {
  const now = options.now ?? Date.now;
  const byToken = new Map<string, { session: CachedSession; readAt: number }>();
  const tokensByUser = new Map<string, Set<string>>();
  /** When each member was last invalidated (kept one lifetime): a read begun before it is not kept. */
  const invalidatedAt = new Map<string, number>();
  let everythingInvalidatedAt = Number.NEGATIVE_INFINITY;

  const forgetToken = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const tokens = tokensByUser.get(entry.session.profile.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.session.profile.id);
  };

  const forgetUser = (userId: string) => {
    const at = now();
    if (userId === '*') {
      everythingInvalidatedAt = at;
      byToken.clear();
      tokensByUser.clear();
      return;
    }
    for (const token of tokensByUser.get(userId) ?? []) byToken.delete(token);
    tokensByUser.delete(userId);
    invalidatedAt.set(userId, at);
    for (const [id, when] of invalidatedAt) if (at - when > options.ttlMs) invalidatedAt.delete(id);
  };
  bus.onSessionsInvalidated(forgetUser);

  const fresh = (token: string) => {
    const entry = byToken.get(token);
    if (!entry) return undefined;
    if (now() - entry.readAt >= options.ttlMs) {
      forgetToken(token);
      return undefined;
    }
    return entry.session;
  };

  const keep = (token: string, session: CachedSession, readStartedAt: number) => {
    const userId = session.profile.id;
    if (readStartedAt <= everythingInvalidatedAt || readStartedAt <= (invalidatedAt.get(userId) ?? -1))
      return;
    forgetToken(token);
    // The oldest entry goes first when full (a Map keeps insertion order).
    if (byToken.size >= options.maxEntries) {
      const oldest = byToken.keys().next().value;
      if (oldest !== undefined) forgetToken(oldest);
    }
    byToken.set(token, { session, readAt: readStartedAt });
    let tokens = tokensByUser.get(userId);
    if (!tokens) {
      tokens = new Set();
      tokensByUser.set(userId, tokens);
    }
    tokens.add(token);
  };

  return {
    async read<Session extends CachedSession>(token: string, load: () => Promise<Session | undefined>) {
      // One reader (the session resolver) reads every token with the same loader: what it kept under
      // a token is of its type.
      const cached = fresh(token) as Session | undefined;
      if (cached) return cached;
      const readStartedAt = now();
      const session = await load();
      if (session) keep(token, session, readStartedAt);
      return session;
    },
    forget: forgetToken,
    invalidate: (userId) => bus.invalidateSessions(userId),
  };
};
