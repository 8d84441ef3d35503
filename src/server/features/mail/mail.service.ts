import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailTransport } from '../../plugins/mail';
import type { SettingsService } from '../settings/settings.service';
import * as repo from './mail.repository';
import { type MailContent, renderMail } from './mail-template';

export interface SendMailInput extends Omit<MailContent, 'siteName'> {
  to: string;
  subject: string;
  /** What the mail is for, kept in the outbox: verification, magic_link, invitation… */
  kind: string;
  /** Where replies go, when not to the platform's address. */
  replyTo?: string;
}

export type MailService = ReturnType<typeof createMailService>;

/**
 * Renders and sends a mail, and records it in `mail_outbox`. Without SMTP the record is the delivery:
 * its link is logged so a local install can confirm accounts. A failed SMTP delivery is recorded and
 * logged, never thrown at the member (the action that asked for the mail still succeeds).
 */
export const createMailService = (
  db: Db,
  transport: MailTransport,
  settings: SettingsService,
  log: FastifyBaseLogger,
) => ({
  async send(input: SendMailInput): Promise<void> {
    const siteName = await settings.siteName();
    // Catalog texts keep a {{site}} placeholder: the site name is a setting, filled in here.
    const fill = (value: string) => value.replaceAll('{{site}}', siteName);
    const subject = fill(input.subject);
    const { html, text } = renderMail({ ...input, intro: fill(input.intro), siteName });
    let status = transport.kind === 'outbox' ? 'outbox' : 'sent';
    let error: string | null = null;
    try {
      await transport.deliver({
        to: input.to,
        subject,
        html,
        text,
        ...(input.replyTo ? { replyTo: input.replyTo } : {}),
      });
    } catch (err) {
      status = 'failed';
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, to: input.to, kind: input.kind }, 'mail delivery failed');
    }
    await repo.insert(db, {
      toAddress: input.to,
      subject,
      html,
      text,
      kind: input.kind,
      link: input.link,
      status,
      error,
    });
    if (transport.kind === 'outbox') {
      log.info(
        { to: input.to, kind: input.kind, link: input.link },
        `mail kept in the outbox: ${input.link}`,
      );
    }
  },
});
