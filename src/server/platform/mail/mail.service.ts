import type { FastifyBaseLogger } from 'fastify';
import { previewOf } from '../../../common/format';
import { isLanguage, type Language } from '../../../common/i18n';
import type { MailKind } from '../../../common/registry';
import type { Database, DbOrTx } from '../../db/client';
import { translate } from '../../lib/i18n';
import { requestLanguage } from '../../lib/request-language';
import type { MailTransport } from '../../plugins/mail';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './mail.repository';
import { withoutLink } from './mail-links';
import { createMailQueue, type MailQueueOptions } from './mail-queue';
import { type MailParams, renderMail, templateText } from './mail-template';
import { createUnsubscribes } from './mail-unsubscribe';

export { removedLinkText, withoutLink } from './mail-links';

/**
 * One mail to send: a kind, a template (a catalog prefix holding `subject`, `intro`, `button` and
 * optionally `expiry`, `footnote`, `unsubscribe`), its parameters and its link. The texts are read in
 * the recipient's language: the member's choice when the address is a member's, else `language` (the
 * request's, for a visitor), else French.
 */
export interface MailRequest {
  to: string;
  /** What the mail is for, kept in the outbox; each area declares its kinds (`common/registry.ts`). */
  kind: MailKind;
  /** The catalog prefix of its texts, e.g. `mail.verify` (`mail.verify.subject`…). */
  template: string;
  params?: MailParams;
  link: string;
  /** Texts an admin wrote (rules, prospection, notification templates): they replace the catalog's. */
  texts?: { subject?: string; intro?: string };
  /** A member's own words, quoted under the intro. */
  quote?: string;
  /** Where replies go, when not to the platform's address. */
  replyTo?: string;
  /**
   * Set when the link signs in or confirms an address (a secret): the stored copy loses it once SMTP
   * delivered the mail, or after this many seconds when it stays in the outbox (issue 11 §5).
   */
  linkTtlSeconds?: number;
  /** The language of the request that caused the mail, for an address no member has. */
  language?: Language;
  /**
   * Transactional (confirmation, sign-in, recovery, security notices): sent even to an address that
   * bounced, and never carries an unsubscribe.
   */
  essential?: boolean;
  /**
   * Recurring and notification mails: what the one-click unsubscribe turns off (a topic an area
   * registered with `onUnsubscribe`, and the id it acts on: the member, the alert…).
   */
  unsubscribe?: { topic: string; id: string };
}

/** The longest subject a mail gets (a longer one is cut with "…"). */
const subjectMax = 250;

export type MailService = ReturnType<typeof createMailService>;

/**
 * Renders a mail in its recipient's language and writes it to `mail_outbox` (in the caller's
 * transaction when given one); the queue's worker delivers it (mail-queue.ts). Without SMTP the record
 * is the delivery; on a local install (`printLinks`) its link is also logged so the operator can
 * confirm accounts. A secret link never outlives its delivery or its expiry in the record. The back
 * office's outbox and the queue's counts are mail-outbox.service.ts's.
 */
export const createMailService = (deps: {
  database: Database;
  transport: MailTransport;
  settings: SettingsService;
  log: FastifyBaseLogger;
  publicUrl: string;
  secret: string;
  printLinks: boolean;
  queue?: Partial<MailQueueOptions>;
}) => {
  const { transport, settings, log } = deps;
  const db = deps.database.db;
  const queue = createMailQueue({
    database: deps.database,
    transport,
    log,
    ...(deps.queue ? { options: deps.queue } : {}),
  });
  const unsubscribes = createUnsubscribes(deps.secret, deps.publicUrl);

  const languageFor = async (tx: DbOrTx, input: MailRequest): Promise<Language> => {
    const chosen = await repo.languageOf(tx, input.to);
    if (chosen !== undefined) return isLanguage(chosen) ? chosen : 'fr';
    return input.language ?? requestLanguage() ?? 'fr';
  };

  const logoUrl = async (tx: DbOrTx) => {
    const logo = await settings.getMany(['website_logo_url'], tx);
    const url = logo.website_logo_url;
    if (!url) return undefined;
    return /^https?:\/\//.test(url) ? url : `${deps.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
  };

  /** The mail as the recipient reads it: subject, HTML, text and headers. */
  const render = async (tx: DbOrTx, input: MailRequest, language: Language) => {
    const siteName = await settings.siteName(tx);
    const params = { site: siteName, ...input.params };
    const text = (part: Parameters<typeof templateText>[1]) =>
      templateText(input.template, part, params, language);
    const unsubscribe = input.unsubscribe && !input.essential ? input.unsubscribe : undefined;
    const unsubscribeUrl = unsubscribe ? unsubscribes.url(unsubscribe.topic, unsubscribe.id) : undefined;
    const isMember = (await repo.languageOf(tx, input.to)) !== undefined;
    const logo = await logoUrl(tx);
    const { html, text: plain } = renderMail({
      siteName,
      ...(logo ? { logoUrl: logo } : {}),
      language,
      intro: input.texts?.intro ?? text('intro') ?? '',
      buttonLabel: text('button') ?? '',
      link: input.link,
      expiry: text('expiry'),
      footnote: text('footnote'),
      quote: input.quote,
      unsubscribe: unsubscribeUrl
        ? { label: text('unsubscribe') ?? translate('mail.unsubscribe', {}, language), link: unsubscribeUrl }
        : undefined,
      preferencesLink: unsubscribe && isMember ? `${deps.publicUrl}/settings/notifications` : undefined,
    });
    const headers: Record<string, string> = unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
    // A subject is one header line whatever its parameters hold (a member's name, a visitor's subject).
    const subject = previewOf(input.texts?.subject ?? text('subject') ?? '', subjectMax);
    return { subject, html, text: plain, headers };
  };

  /** The status of a mail another delivery holds, once it is over (or after `waitMs`). */
  const settledStatus = async (id: string, waitMs = 30_000) => {
    const until = Date.now() + waitMs;
    for (;;) {
      const row = await repo.findById(db, id);
      const busy = row?.status === 'queued' || row?.status === 'sending';
      if (!busy || Date.now() > until) return row?.status;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const enqueue = async (input: MailRequest, tx: DbOrTx, wake: boolean) => {
    const language = await languageFor(tx, input);
    const rendered = await render(tx, input, language);
    const secret = input.linkTtlSeconds !== undefined;
    const bounce = input.essential ? undefined : await repo.findBounce(tx, input.to);
    const status = bounce ? 'held' : transport.kind === 'outbox' ? 'outbox' : 'queued';
    const id = await repo.insert(tx, {
      toAddress: input.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      kind: input.kind,
      link: input.link,
      linkExpiresAt: secret ? new Date(Date.now() + (input.linkTtlSeconds ?? 0) * 1000) : null,
      status,
      error: bounce?.reason ?? null,
      replyTo: input.replyTo ?? null,
      headers: Object.keys(rendered.headers).length > 0 ? rendered.headers : null,
      essential: input.essential ?? false,
      language,
      nextAttemptAt: status === 'queued' ? new Date() : null,
    });
    if (status === 'queued' && wake) {
      queue.wake();
      // Inside a transaction the row shows once it commits: look again a moment later.
      if (tx !== db) setTimeout(queue.wake, 300).unref();
    }
    if (transport.kind === 'outbox') {
      const shown = deps.printLinks || !secret ? input.link : '(its link is in the back office)';
      log.info({ to: input.to, kind: input.kind }, `mail kept in the outbox: ${shown}`);
    }
    return { id, status };
  };

  return {
    /**
     * Writes the mail to the outbox, `queued` for the worker (woken at once), or `outbox` without SMTP;
     * `held` when its address bounced and it is not essential. Pass the transaction of the write that
     * caused it as `tx`, so the mail exists exactly when that write does.
     */
    send: (input: MailRequest, tx: DbOrTx = db): Promise<{ id: string; status: string }> =>
      enqueue(input, tx, true),

    /** Sends at once and answers how it went (the back office's test mail). */
    async sendNow(
      input: MailRequest,
    ): Promise<{ status: 'sent' | 'outbox' | 'failed'; error: string | null }> {
      const { id, status } = await enqueue(input, db, false);
      if (status === 'outbox') return { status: 'outbox', error: null };
      // The queue's tick may claim the mail first (it is due at once): its outcome is then the row's,
      // once that delivery is over (an admin was told 'failed' for a mail that went out).
      const outcome = (await queue.deliverNow(id)) ?? (await settledStatus(id));
      const row = await repo.findById(db, id);
      return outcome === 'sent'
        ? { status: 'sent', error: null }
        : { status: 'failed', error: row?.error ?? null };
    },

    /** Registers what a one-click unsubscribe of `topic` does (the area owning the mail). */
    onUnsubscribe: unsubscribes.register,
    unsubscribes,

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

    /** Cuts the links that have expired from the stored copies; a mail still waiting is given up. */
    async removeExpiredLinks(now = new Date()): Promise<number> {
      const rows = await repo.listExpiredLinks(db, now);
      for (const row of rows) {
        const waiting = row.status === 'queued' || row.status === 'retrying';
        await repo.replaceContent(db, row.id, {
          ...withoutLink(row),
          ...(waiting ? { status: 'failed', error: 'link_expired' } : {}),
        });
      }
      return rows.length;
    },

    /**
     * Deletes the stored copies of the mails settled (sent, given up, held, kept in the outbox) more
     * than `days` ago, a thousand at a time; a mail still waiting is kept. Answers how many went.
     */
    async removeOld(days: number, now = new Date()): Promise<number> {
      const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
      let removed = 0;
      for (;;) {
        const batch = await repo.deleteSettledBefore(db, before, 1000);
        removed += batch;
        if (batch < 1000) return removed;
      }
    },

    /** Whether mail to this address is held (it bounced), and why. */
    bounceOf: (address: string) => repo.findBounce(db, address),
    clearBounce: (address: string) => repo.clearBounce(db, address),

    queue,
    start: queue.start,
    /** Delivers what is due now (tests drive the worker with it). */
    flush: queue.flush,
    stop: queue.stop,
  };
};
