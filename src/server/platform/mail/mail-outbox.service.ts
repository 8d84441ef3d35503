import type { OutboxMail, OutboxPage, OutboxQuery } from '../../../common/contracts/admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { MailTransport } from '../../plugins/mail';
import * as repo from './mail.repository';
import type { MailQueue } from './mail-queue';

const outboxStatuses = ['queued', 'sending', 'retrying', 'sent', 'failed', 'held', 'outbox'] as const;

/** The column is text: a value this code never writes reads as 'failed', the status that calls for a look. */
const outboxStatusOf = (status: string): OutboxMail['status'] =>
  outboxStatuses.find((known) => known === status) ?? 'failed';

export type MailOutboxService = ReturnType<typeof createMailOutboxService>;

/**
 * The outbox as the team sees it: the back office's list of mails and their "Renvoyer", and the queue's
 * counts (the dashboard, /api/metrics). Sending is mail.service.ts's, delivering mail-queue.ts's.
 */
export const createMailOutboxService = (deps: {
  db: Db;
  transport: Pick<MailTransport, 'kind'>;
  /** The worker, woken when a mail is queued again. */
  queue: Pick<MailQueue, 'wake'>;
}) => {
  const { db, transport, queue } = deps;
  return {
    /**
     * The back office's outbox: one numbered page, newest first, by state and kind (DESIGN.md §2 and
     * §4: page numbers over an indexed count that stops at 10 000).
     */
    async list(query: OutboxQuery): Promise<OutboxPage> {
      const found = await repo.listPage(
        db,
        { q: query.q, status: query.status, kind: query.kind },
        pageWindow(query),
      );
      return toNumberedPage(query, found, (row) => ({
        id: row.id,
        toAddress: row.toAddress,
        subject: row.subject,
        kind: row.kind,
        link: row.link,
        status: outboxStatusOf(row.status),
        error: row.error,
        attempts: row.attempts,
        nextAttemptAt: row.status === 'retrying' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
        sentAt: row.sentAt?.toISOString() ?? null,
        language: row.language,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Queues a failed or held mail again ("Renvoyer"); its address's bounce mark is cleared. */
    async resend(id: string): Promise<void> {
      const row = await repo.findById(db, id);
      if (!row) throw new AppError('not_found');
      if (row.status !== 'failed' && row.status !== 'held') throw new AppError('mail_not_failed');
      if (row.linkExpiresAt && !row.link) throw new AppError('mail_link_removed');
      await repo.clearBounce(db, row.toAddress);
      // Without SMTP the record is the delivery (a failed mail there came from an SMTP install).
      const smtp = transport.kind === 'smtp';
      await repo.finish(db, id, {
        status: smtp ? 'queued' : 'outbox',
        error: null,
        attempts: 0,
        nextAttemptAt: smtp ? new Date() : null,
      });
      queue.wake();
    },

    /** The queue at a glance (the dashboard, /api/metrics). */
    async stats(now = new Date()) {
      const rows = await repo.queueStats(db);
      const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]));
      const waiting = rows.filter((row) => row.status === 'queued' || row.status === 'retrying');
      const oldest = waiting.reduce<Date | null>(
        (min, row) => (row.oldest && (!min || row.oldest < min) ? row.oldest : min),
        null,
      );
      return {
        queued: (byStatus.queued ?? 0) + (byStatus.sending ?? 0),
        retrying: byStatus.retrying ?? 0,
        failed: byStatus.failed ?? 0,
        held: byStatus.held ?? 0,
        sent: byStatus.sent ?? 0,
        oldestQueuedSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
      };
    },
  };
};
