import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import type { MailTransport } from '../../plugins/mail';
import * as repo from './mail.repository';
import { withoutLink } from './mail-links';

export interface MailQueueOptions {
  /** Mails handed to SMTP per minute, all instances together; 0: no cap. */
  ratePerMinute: number;
  /** The fallback poll (a send wakes the worker at once). */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to an hour. */
  retryBaseMs: number;
  /** A mail still not delivered this long after it was written is given up (the reason kept). */
  giveUpMs: number;
  /** Mails claimed at a time (and sent in parallel over the pooled connections). */
  batch: number;
}

export const defaultQueueOptions: MailQueueOptions = {
  ratePerMinute: 0,
  pollMs: 10_000,
  retryBaseMs: 30_000,
  giveUpMs: 24 * 3600_000,
  batch: 20,
};

/** How long a claimed mail stays its worker's before another may take it (the worker died). */
const leaseMs = 5 * 60_000;
const maxRetryMs = 3600_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A permanent refusal of the address: an SMTP 5xx answer to the recipient (nodemailer's `RCPT TO`).
 * Other 5xx (authentication, the message refused) are the platform's to fix: retried.
 */
export const isAddressBounce = (error: unknown): boolean => {
  if (!error || typeof error !== 'object') return false;
  const code = 'responseCode' in error ? Number(error.responseCode) : 0;
  const command = 'command' in error ? String(error.command) : '';
  return code >= 500 && code < 600 && /RCPT/i.test(command);
};

export type MailQueue = ReturnType<typeof createMailQueue>;

/**
 * The worker that delivers `mail_outbox` (issue 36 §1). A send wakes it at once; a timer polls as a
 * fallback (retries, a peer that came back, another instance's mails). Each round claims due mails
 * with `FOR UPDATE SKIP LOCKED` (mail.repository `claimDue`), so any number of instances share the
 * queue and each mail is handed to SMTP once; on PostgreSQL the claim of a capped round runs under an
 * advisory lock so the per-minute cap holds across instances. A failure is retried with exponential
 * backoff; a 5xx to the recipient marks the address (mail_bounces) and fails the mail at once.
 */
export const createMailQueue = (deps: {
  database: Database;
  transport: MailTransport;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  options?: Partial<MailQueueOptions>;
}) => {
  const { database, transport, log } = deps;
  const db = database.db;
  const options = { ...defaultQueueOptions, ...deps.options };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** A delivery failed since the last one that went through: the peer may be down. */
  let peerFailing = false;
  const counters = { sent: 0, failed: 0, retried: 0 };

  /** The next attempt after `attempts` failed ones, or null once the mail is older than the give-up. */
  const retryAt = (attempts: number, createdAt: Date, now: Date): Date | null => {
    const delay = Math.min(options.retryBaseMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
    const next = new Date(now.getTime() + delay);
    return next.getTime() - createdAt.getTime() > options.giveUpMs ? null : next;
  };

  const claim = async (now: Date, id?: string): Promise<repo.OutboxRow[]> => {
    const lease = new Date(now.getTime() + leaseMs);
    if (options.ratePerMinute <= 0) return repo.claimDue(db, now, options.batch, lease, id);
    const capped = async (tx: DbOrTx) => {
      const room = options.ratePerMinute - (await repo.countRecent(tx, now));
      return room > 0 ? repo.claimDue(tx, now, Math.min(room, options.batch), lease, id) : [];
    };
    if (database.kind === 'pglite') return capped(db);
    return db.transaction(async (tx) => {
      await tx.execute(sqlLock);
      return capped(tx);
    });
  };

  const deliver = async (mail: repo.OutboxRow, now: Date): Promise<repo.OutboxRow['status']> => {
    if (mail.linkExpiresAt && mail.linkExpiresAt.getTime() <= now.getTime()) {
      await repo.finish(db, mail.id, { ...withoutLink(mail), status: 'failed', error: 'link_expired' });
      return 'failed';
    }
    if (!mail.essential) {
      const bounce = await repo.findBounce(db, mail.toAddress);
      if (bounce) {
        await repo.finish(db, mail.id, { status: 'held', error: bounce.reason, nextAttemptAt: null });
        return 'held';
      }
    }
    try {
      await transport.deliver({
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    } catch (error) {
      const reason = messageOf(error);
      const next = isAddressBounce(error) ? null : retryAt(mail.attempts, mail.createdAt, now);
      if (isAddressBounce(error)) await repo.markBounce(db, mail.toAddress, reason);
      if (!isAddressBounce(error)) peerFailing = true;
      if (next) {
        counters.retried += 1;
        await repo.finish(db, mail.id, { status: 'retrying', error: reason, nextAttemptAt: next });
        log.warn({ to: mail.toAddress, kind: mail.kind, next }, `mail delivery failed, retrying: ${reason}`);
        return 'retrying';
      }
      counters.failed += 1;
      await repo.finish(db, mail.id, { status: 'failed', error: reason, nextAttemptAt: null });
      log.error({ to: mail.toAddress, kind: mail.kind }, `mail delivery failed for good: ${reason}`);
      return 'failed';
    }
    counters.sent += 1;
    if (peerFailing) {
      // The peer answers again (it was down): the mails waiting for a later retry go now, not in up to
      // an hour of backoff. Any instance's, since they share the peer.
      peerFailing = false;
      const waiting = await repo.retryWaitingNow(db, now);
      if (waiting > 0) log.info({ waiting }, 'mail peer answers again: retrying the waiting mails now');
    }
    // A secret link never stays in the stored copy once delivered (issue 11 §5).
    const stored = mail.linkExpiresAt ? withoutLink(mail) : mail;
    await repo.finish(db, mail.id, {
      status: 'sent',
      error: null,
      sentAt: new Date(),
      nextAttemptAt: null,
      html: stored.html,
      text: stored.text,
      link: stored.link,
    });
    return 'sent';
  };

  /** Claims and delivers due mails until none is left (or the cap is reached). */
  const drain = async (now: () => Date = () => new Date()): Promise<number> => {
    let total = 0;
    for (;;) {
      const at = now();
      const claimed = await claim(at);
      if (claimed.length === 0) return total;
      await Promise.all(claimed.map((mail) => deliver(mail, at)));
      total += claimed.length;
    }
  };

  const wake = () => {
    if (stopped || transport.kind !== 'smtp') return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (error) {
          log.error({ err: error }, 'mail worker round failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  };

  return {
    wake,
    /** Starts the fallback poll and a first round (mails left by the last run). */
    start() {
      if (transport.kind !== 'smtp' || timer) return;
      stopped = false;
      timer = setInterval(wake, options.pollMs);
      timer.unref();
      wake();
    },
    /** Stops the poll and waits for the round in flight. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    /** Delivers what is due now, in this call (tests, and a clock of their own). */
    async flush(now?: () => Date): Promise<number> {
      await running;
      return drain(now);
    },
    /** Claims one mail and delivers it in this call: the admin's test mail answers how it went. */
    async deliverNow(id: string): Promise<repo.OutboxRow['status'] | undefined> {
      const now = new Date();
      const [mail] = await claim(now, id);
      return mail ? deliver(mail, now) : undefined;
    },
    counters: () => ({ ...counters }),
  };
};

const sqlLock = sql`select pg_advisory_xact_lock(hashtext('mail-queue-claim'))`;
