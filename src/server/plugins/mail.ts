import nodemailer from 'nodemailer';

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

/** Where mail goes: a real SMTP server, or nowhere (the outbox keeps it). */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
  /** Checks the SMTP server answers and accepts the credentials (the back office's test screen). */
  verify?(): Promise<void>;
  close(): void;
}

/** SMTP when `smtpUrl` is set (nodemailer), otherwise a transport that delivers nothing. */
export const createMailTransport = (smtpUrl: string | undefined, from: string): MailTransport => {
  if (!smtpUrl) return { kind: 'outbox', deliver: async () => {}, close: () => {} };
  const transporter = nodemailer.createTransport(smtpUrl);
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
