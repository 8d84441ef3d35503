import nodemailer from 'nodemailer';
import type { DkimConfig } from '../lib/dkim';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where replies go (a member contacting another: the sender's address). */
  replyTo?: string;
  /** Extra headers (a newsletter's `List-Unsubscribe`). */
  headers?: Record<string, string>;
}

const poolDefaults = {
  maxConnections: '5',
  maxMessages: '100',
  connectionTimeout: '20000',
  greetingTimeout: '15000',
  socketTimeout: '60000',
};

/** Where mail goes: a real SMTP server, or nowhere (the outbox keeps it). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
  /** Checks the SMTP server answers and accepts the credentials (the back office's test screen). */
  verify?(): Promise<void>;
  close(): void;
}

/**
 * SMTP when `smtpUrl` is set (nodemailer, pooled: up to 5 connections kept open and reused, each for
 * 100 messages), otherwise a transport that delivers nothing. Timeouts are short: the queue retries.
 * With `dkim`, each message carries a DKIM signature of the sender's domain.
 */
export const createMailTransport = (
  smtpUrl: string | undefined,
  from: string,
  dkim?: DkimConfig,
): MailTransport => {
  if (!smtpUrl) return { kind: 'outbox', deliver: async () => {}, close: () => {} };
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  for (const [key, value] of Object.entries(poolDefaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  // Every message signed with the same key (nodemailer's transport-wide DKIM, in its defaults).
  const transporter = nodemailer.createTransport(url.toString(), dkim ? { dkim } : {});
  return {
    kind: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    async verify() {
      await transporter.verify();
    },
    close: () => transporter.close(),
  };
};
