import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail, OutboxPage, OutboxQuery } from '../../../common/contracts/admin';
import type { MailKind } from '../../../common/registry';
import type { Db } from '../../db/client';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { MailTransport } from '../../plugins/mail';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './mail.repository';
import { escapeHtml, type MailContent, renderMail } from './mail-template';

export interface SendMailInput extends Omit<MailContent, 'siteName'> {
  to: string;
  subject: string;
  /** What the mail is for, kept in the outbox; each area declares its kinds (`common/registry.ts`). */
  kind: MailKind;
  /** Where replies go, when not to the platform's address. */
  replyTo?: string;
  /** Extra headers (a newsletter's `List-Unsubscribe`, decision 16). */
  headers?: Record<string, string>;
  /**
   * Set when the link signs in or confirms an address (a secret): the stored copy loses it once SMTP
   * delivered the mail, or after this many seconds when it stays in the outbox (issue 11 §5).
   */
  linkTtlSeconds?: number;
}

/** What a stored mail shows where its secret link was. */
export const removedLinkText = '[lien retiré de la copie archivée]';

/** The stored copy of a mail without its link: in the text, in the HTML (escaped there) and the field. */
export const withoutLink = <T extends { html: string; text: string; link: string | null }>(mail: T): T => {
  if (!mail.link) return mail;
  const escaped = escapeHtml(mail.link);
  return {
    ...mail,
    html: mail.html.replaceAll(`href="${escaped}"`, 'href="#"').replaceAll(escaped, removedLinkText),
    text: mail.text.replaceAll(mail.link, removedLinkText),
    link: null,
  };
};

export type MailService = ReturnType<typeof createMailService>;

/**
 * Renders and sends a mail, and records it in `mail_outbox`. Without SMTP the record is the delivery;
 * on a local install (`printLinks`) its link is also logged so the operator can confirm accounts. A
 * failed SMTP delivery is recorded and logged, never thrown at the member (the action that asked for
 * the mail still succeeds). A secret link never outlives its delivery or its expiry in the record.
 */
export const createMailService = (
  db: Db,
  transport: MailTransport,
  settings: SettingsService,
  log: FastifyBaseLogger,
  options: { printLinks: boolean } = { printLinks: false },
) => ({
  /**
   * Sends (or keeps in the outbox) and records the mail; answers how it went, for the callers that
   * show it (the back office's test screen). Never throws for a failed delivery.
   */
  async send(input: SendMailInput): Promise<{ status: 'sent' | 'outbox' | 'failed'; error: string | null }> {
    const siteName = await settings.siteName();
    // Catalog texts keep a {{site}} placeholder: the site name is a setting, filled in here.
    const fill = (value: string) => value.replaceAll('{{site}}', siteName);
    const subject = fill(input.subject);
    const { html, text } = renderMail({ ...input, intro: fill(input.intro), siteName });
    let status: 'sent' | 'outbox' | 'failed' = transport.kind === 'outbox' ? 'outbox' : 'sent';
    let error: string | null = null;
    try {
      await transport.deliver({
        to: input.to,
        subject,
        html,
        text,
        ...(input.replyTo ? { replyTo: input.replyTo } : {}),
        ...(input.headers ? { headers: input.headers } : {}),
      });
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, to: input.to, kind: input.kind }, 'mail delivery failed');
    }
    const record = {
      toAddress: input.to,
      subject,
      html,
      text,
      kind: input.kind,
      link: input.link,
      status,
      error,
    };
    const secret = input.linkTtlSeconds !== undefined;
    if (secret && status === 'sent') {
      await repo.insert(db, withoutLink(record));
    } else {
      const linkExpiresAt = secret ? new Date(Date.now() + (input.linkTtlSeconds ?? 0) * 1000) : null;
      await repo.insert(db, { ...record, linkExpiresAt });
    }
    if (transport.kind === 'outbox') {
      if (options.printLinks || !secret) {
        log.info({ to: input.to, kind: input.kind }, `mail kept in the outbox: ${input.link}`);
      } else {
        log.info(
          { to: input.to, kind: input.kind },
          'mail kept in the outbox (its link is in the back office)',
        );
      }
    }
    return { status, error };
  },

  /** Whether mail can leave: the SMTP server answers (or the outbox keeps everything). */
  async verify(): Promise<{ mode: 'smtp' | 'outbox'; error: string | null }> {
    if (transport.kind === 'outbox' || !transport.verify) return { mode: transport.kind, error: null };
    try {
      await transport.verify();
      return { mode: 'smtp', error: null };
    } catch (err) {
      return { mode: 'smtp', error: err instanceof Error ? err.message : String(err) };
    }
  },

  /** Cuts the links that have expired from the stored copies (the clean-up job). */
  async removeExpiredLinks(now = new Date()): Promise<number> {
    const rows = await repo.listExpiredLinks(db, now);
    for (const row of rows) await repo.replaceContent(db, row.id, withoutLink(row));
    return rows.length;
  },

  /**
   * The back office's outbox: one numbered page, newest first (DESIGN.md §2: admins read it when there
   * is no SMTP; §4: page numbers over an indexed count that stops at 10 000).
   */
  async list(query: OutboxQuery): Promise<OutboxPage> {
    const found = await repo.listPage(db, { q: query.q }, pageWindow(query));
    return toNumberedPage(query, found, (row) => ({
      id: row.id,
      toAddress: row.toAddress,
      subject: row.subject,
      kind: row.kind,
      link: row.link,
      status: outboxStatusOf(row.status),
      error: row.error,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }));
  },
});

const outboxStatuses = ['outbox', 'sent', 'failed'] as const;

/** The column is text: a value this code never writes reads as 'failed', the status that calls for a look. */
const outboxStatusOf = (status: string): OutboxMail['status'] =>
  outboxStatuses.find((known) => known === status) ?? 'failed';
