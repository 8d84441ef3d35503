import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the peer accepted: its recipients (lower-cased), its raw text and when it arrived. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

export interface SmtpCaptureOptions {
  /** The port to listen on (a journey's fixed one, a test's that starts the peer late); a free one otherwise. */
  port?: number;
  /** Recipients the peer answers 550 (their address bounces). */
  refuses?: (address: string) => boolean;
  /** Told each message as it arrives (the journeys write it down for the browser's tests to read). */
  onMail?: (mail: ReceivedMail) => void;
}

/** A real SMTP peer on 127.0.0.1 that accepts everything (but `refuses`) and keeps each message, in order. */
export interface SmtpCapture {
  /** The `smtpUrl` to give `buildTestApp`. */
  url: string;
  received: ReceivedMail[];
  /** Stops listening (a peer that goes down). */
  close: () => Promise<void>;
}

/**
 * Starts the one SMTP peer of the tests: the server tests that need the mail transport itself (not the
 * outbox), the mail queue's outage tests and the browser journeys (e2e/support/global-setup.ts).
 */
export const startSmtpCapture = async (options: SmtpCaptureOptions = {}): Promise<SmtpCapture> => {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // `close` drops a client still connected (the app's pooled transport) after 100 ms, not smtp-server's
    // 30 s: each mail-queue test that stopped its peer waited those 30 s at its end.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!options.refuses?.(address.address.toLowerCase())) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        received.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    // A peer's error (the port taken, a client gone mid-message) is not the test's: never thrown later.
    smtp.on('error', reject);
    smtp.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
};

/** The message with quoted-printable soft breaks and escapes undone (enough to read the texts). */
export const decodedMail = (mail: Pick<ReceivedMail, 'raw'>) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
