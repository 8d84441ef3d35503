import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { RealtimeEvent } from '../../common/contracts/realtime';
import type { Database, Db } from '../db/client';
import { realtimeOverflow } from '../db/schema';

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * The event bus services publish to (STYLE.md: they never touch sockets). `publish` reaches every
 * socket of the member on every server instance; `subscribe` is what a socket of this instance uses.
 */
export interface RealtimeBus {
  readonly kind: 'memory' | 'postgres';
  /** Sends an event to one member's sockets everywhere. Never throws: a lost event is logged. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** Several events at once (one round trip to PostgreSQL). Never throws. */
  publishMany(events: readonly { userId: string; event: RealtimeEvent }[]): Promise<void>;
  /**
   * Whether a socket of the member is open on this instance (push skips a member with an open tab). With
   * several instances a socket on another one is not seen: that member may also get the push.
   */
  hasListener(userId: string): boolean;
  /** Delivers the member's events to `listener` on this instance; returns the unsubscribe. */
  subscribe(userId: string, listener: RealtimeListener): () => void;
  /** Called when events may have been missed (the bus reconnected): sockets tell clients to refetch. */
  onResync(listener: () => void): () => void;
  /**
   * How long this instance has seen no event for the member (every instance sees every member's), up
   * to `quietWindowMs`; never longer than it has been listening. A connecting client keeps what it read
   * within that time rather than reading it again (`realtime.ready`, issue 34).
   */
  quietMs(userId: string): number;
  /**
   * Tells every instance that a member's sessions or account changed (sign-out, block, role…): each
   * drops what it cached of them (platform/session-cache.ts). Never throws.
   */
  invalidateSessions(userId: string): Promise<void>;
  /** Called with the member on every instance, and with `'*'` when invalidations may have been missed. */
  onSessionsInvalidated(listener: (userId: string) => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** What a service is given: publishing only. */
export type RealtimePublisher = Pick<RealtimeBus, 'publish' | 'publishMany'>;

/** The PostgreSQL channel; NOTIFY is per database, so two databases on one server never mix. */
export const realtimeChannel = 'sankofa_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const notifyPayloadMax = 7500;
const overflowTtlMs = 10 * 60_000;
const healthCheckMs = 30_000;
const maxRetryDelayMs = 5_000;

/** The longest quiet a bus reports (`quietMs`): what it remembers of members' last events. */
export const quietWindowMs = 120_000;

/** This instance's listeners, by member. */
const createLocalSubscribers = (log: FastifyBaseLogger) => {
  const byUser = new Map<string, Set<RealtimeListener>>();
  const startedAt = Date.now();
  /** When each member last had an event, for `quietWindowMs`. */
  const lastEventAt = new Map<string, number>();
  const forgetOld = (now: number) => {
    for (const [userId, at] of lastEventAt) if (now - at >= quietWindowMs) lastEventAt.delete(userId);
  };
  const seen = (userId: string) => {
    const now = Date.now();
    lastEventAt.delete(userId);
    lastEventAt.set(userId, now);
    if (lastEventAt.size > 10_000) forgetOld(now);
  };
  const resyncListeners = new Set<() => void>();
  const invalidationListeners = new Set<(userId: string) => void>();
  return {
    has: (userId: string) => byUser.has(userId),
    seen,
    quietMs(userId: string) {
      const now = Date.now();
      const last = lastEventAt.get(userId);
      return Math.min(quietWindowMs, now - startedAt, last === undefined ? quietWindowMs : now - last);
    },
    add(userId: string, listener: RealtimeListener) {
      let set = byUser.get(userId);
      if (!set) {
        set = new Set();
        byUser.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = byUser.get(userId);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) byUser.delete(userId);
      };
    },
    deliver(userId: string, event: RealtimeEvent) {
      seen(userId);
      for (const listener of byUser.get(userId) ?? []) {
        try {
          listener(event);
        } catch (err) {
          log.warn({ err, userId, type: event.type }, 'realtime listener failed');
        }
      }
    },
    onResync(listener: () => void) {
      resyncListeners.add(listener);
      return () => {
        resyncListeners.delete(listener);
      };
    },
    resync() {
      for (const listener of resyncListeners) listener();
      for (const listener of invalidationListeners) listener('*');
    },
    onSessionsInvalidated(listener: (userId: string) => void) {
      invalidationListeners.add(listener);
      return () => {
        invalidationListeners.delete(listener);
      };
    },
    invalidated(userId: string) {
      for (const listener of invalidationListeners) listener(userId);
    },
  };
};

/**
 * What both buses answer alike, whichever way events travel between instances: this instance's
 * subscribers, resync and invalidation listeners, and quiet members.
 */
const listeningSide = (
  local: ReturnType<typeof createLocalSubscribers>,
): Pick<RealtimeBus, 'subscribe' | 'hasListener' | 'onResync' | 'quietMs' | 'onSessionsInvalidated'> => ({
  subscribe: local.add,
  hasListener: local.has,
  onResync: local.onResync,
  quietMs: local.quietMs,
  onSessionsInvalidated: local.onSessionsInvalidated,
});

/** One process, one database (PGlite): events go straight to this instance's sockets. */
export const createMemoryBus = (log: FastifyBaseLogger): RealtimeBus => {
  const local = createLocalSubscribers(log);
  return {
    kind: 'memory',
    async publish(userId, event) {
      local.deliver(userId, event);
    },
    async publishMany(events) {
      for (const { userId, event } of events) local.deliver(userId, event);
    },
    ...listeningSide(local),
    async invalidateSessions(userId) {
      local.invalidated(userId);
    },
    start: async () => {},
    close: async () => {},
  };
};

interface Envelope {
  /** The member. */
  u?: string;
  /** Or: the member whose sessions changed (no event). */
  s?: string;
  /** The event, when it fits in the payload. */
  e?: unknown;
  /** Otherwise the id of its `realtime_overflow` row. */
  r?: string;
}

/**
 * Several instances on one PostgreSQL: each publishes with NOTIFY and listens on a dedicated
 * connection, so an event raised on one instance reaches sockets held by another. The listening
 * connection is checked every 30 s and re-opened with back-off (0.5 s doubling to 5 s); after a gap, sockets are told to
 * resync because NOTIFYs sent meanwhile are lost.
 */
export const createPostgresBus = (options: { url: string; db: Db; log: FastifyBaseLogger }): RealtimeBus => {
  const { db, log } = options;
  const local = createLocalSubscribers(log);
  let client: pg.Client | undefined;
  let closing = false;
  let retryDelay = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;

  const readEvent = async (envelope: Envelope): Promise<RealtimeEvent | undefined> => {
    let raw = envelope.e;
    if (envelope.r) {
      const [row] = await db
        .select({ event: realtimeOverflow.event })
        .from(realtimeOverflow)
        .where(eq(realtimeOverflow.id, envelope.r));
      raw = row?.event;
    }
    const parsed = RealtimeEvent.safeParse(raw);
    if (!parsed.success) {
      log.warn({ issues: parsed.error.issues, userId: envelope.u }, 'realtime: dropped a malformed event');
      return undefined;
    }
    return parsed.data;
  };

  const handleNotification = (message: pg.Notification) => {
    if (message.channel !== realtimeChannel || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      return;
    }
    if (typeof envelope.s === 'string') {
      local.invalidated(envelope.s);
      return;
    }
    // Most notifications are for members connected elsewhere: nothing to read or parse then.
    const userId = envelope.u;
    if (typeof userId !== 'string') return;
    local.seen(userId);
    if (!local.has(userId)) return;
    readEvent(envelope)
      .then((event) => {
        if (event) local.deliver(userId, event);
      })
      .catch((err: unknown) => log.error({ err }, 'realtime: could not read an event'));
  };

  const scheduleReconnect = () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect()
        .then(() => {
          log.info('realtime: listening again; clients resync');
          local.resync();
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'realtime: reconnect failed');
          scheduleReconnect();
        });
    }, retryDelay);
    // At most 5 s between attempts: once PostgreSQL is back (a restart), realtime resumes within 5 s.
    retryDelay = Math.min(retryDelay * 2, maxRetryDelayMs);
  };

  const drop = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners();
    current.on('error', () => {});
    current.end().catch(() => undefined);
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    next.on('error', (err) => {
      log.warn({ err }, 'realtime: listening connection failed');
      drop(next);
    });
    next.on('end', () => drop(next));
    next.on('notification', handleNotification);
    await next.connect();
    await next.query(`listen ${realtimeChannel}`);
    if (closing) {
      await next.end();
      return;
    }
    client = next;
    retryDelay = 500;
  };

  /** The NOTIFY payload of an event: inline, or the id of its `realtime_overflow` row when too big. */
  const payloadOf = async (userId: string, event: RealtimeEvent): Promise<string> => {
    const payload = JSON.stringify({ u: userId, e: event } satisfies Envelope);
    if (Buffer.byteLength(payload) <= notifyPayloadMax) return payload;
    const [row] = await db
      .insert(realtimeOverflow)
      .values({ userId, event })
      .returning({ id: realtimeOverflow.id });
    if (!row) throw new Error('overflow insert returned no row');
    await db
      .delete(realtimeOverflow)
      .where(lt(realtimeOverflow.createdAt, new Date(Date.now() - overflowTtlMs)));
    return JSON.stringify({ u: userId, r: row.id } satisfies Envelope);
  };

  const publishMany = async (events: readonly { userId: string; event: RealtimeEvent }[]) => {
    if (events.length === 0) return;
    try {
      const payloads = await Promise.all(events.map(({ userId, event }) => payloadOf(userId, event)));
      const notifies = payloads.map((payload) => sql`pg_notify(${realtimeChannel}, ${payload})`);
      await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
    } catch (err) {
      log.error(
        { err, events: events.map(({ userId, event }) => ({ userId, type: event.type })) },
        'realtime: publish failed',
      );
    }
  };

  return {
    kind: 'postgres',
    async publish(userId, event) {
      await publishMany([{ userId, event }]);
    },
    publishMany,
    ...listeningSide(local),
    async invalidateSessions(userId) {
      // This instance at once (NOTIFY reaches the sender too, later); the others through PostgreSQL.
      local.invalidated(userId);
      try {
        await db.execute(
          sql`select pg_notify(${realtimeChannel}, ${JSON.stringify({ s: userId } satisfies Envelope)})`,
        );
      } catch (err) {
        log.error({ err, userId }, 'realtime: session invalidation failed');
      }
    },
    async start() {
      await connect();
      healthTimer = setInterval(() => {
        const current = client;
        if (!current) return;
        current.query('select 1').catch(() => drop(current));
      }, healthCheckMs);
      healthTimer.unref();
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      clearInterval(healthTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => undefined);
      }
    },
  };
};

/** LISTEN/NOTIFY on PostgreSQL, in-process on PGlite (DESIGN.md §2 "realtime"). */
export const createRealtimeBus = (database: Database, log: FastifyBaseLogger): RealtimeBus => {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('realtime: the PostgreSQL database has no URL to listen with');
    return createPostgresBus({ url: database.url, db: database.db, log });
  }
  return createMemoryBus(log);
};
