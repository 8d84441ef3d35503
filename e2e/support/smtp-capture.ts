import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * The addresses the peer refuses with a 550, one a line: a journey adds one (`refuseMailTo`) to make a
 * member's address bounce. Kept beside the mail directory, which holds only captured mails.
 */
export const refusedListOf = (dir: string) => `${dir}-refused.txt`;

const refuses = (dir: string, address: string) =>
  existsSync(refusedListOf(dir)) &&
  readFileSync(refusedListOf(dir), 'utf8').split('\n').includes(address.toLowerCase());

/** Starts an SMTP server on 127.0.0.1 that accepts everything and writes each message as JSON. */
export const startSmtpCapture = (port: number, dir: string): Promise<() => Promise<void>> =>
  new Promise((resolve, reject) => {
    let count = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refuses(dir, address.address)) return callback();
        callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail: CapturedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            raw: Buffer.concat(chunks).toString('utf8'),
            receivedAt: Date.now(),
          };
          writeFileSync(path.join(dir, `${Date.now()}-${count++}.json`), JSON.stringify(mail));
          callback();
        });
      },
    });
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
