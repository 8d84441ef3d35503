import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/** Starts an SMTP server on 127.0.0.1 that accepts everything and writes each message as JSON. */
export const startSmtpCapture = (port: number, dir: string): Promise<() => Promise<void>> =>
  new Promise((resolve, reject) => {
    let count = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
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
