import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the peer accepted: its recipients (lower-cased) and its raw text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on 127.0.0.1 that accepts everything and keeps each message, in order. */
export interface SmtpCapture {
  /** The `smtpUrl` to give `buildTestApp`. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** Starts the peer on a free port (the tests that need the mail transport itself, not the outbox). */
export const startSmtpCapture = async (): Promise<SmtpCapture> => {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
};

/** The message with quoted-printable soft breaks and escapes undone (enough to read the texts). */
export const decodedMail = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
