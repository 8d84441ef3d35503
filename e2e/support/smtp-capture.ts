import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ReceivedMail, startSmtpCapture } from '../../src/server/test/smtp-capture';

export type CapturedMail = ReceivedMail;

/**
 * The addresses the peer refuses with a 550, one a line: a journey adds one (`refuseMailTo`) to make a
 * member's address bounce. Kept beside the mail directory, which holds only captured mails.
 */
export const refusedListOf = (dir: string) => `${dir}-refused.txt`;

const refuses = (dir: string, address: string) =>
  existsSync(refusedListOf(dir)) && readFileSync(refusedListOf(dir), 'utf8').split('\n').includes(address);

/** The tests' SMTP peer on `port`, writing each message to `dir` as JSON for the journeys to read. */
export const startMailDirectory = async (port: number, dir: string): Promise<() => Promise<void>> => {
  let count = 0;
  const peer = await startSmtpCapture({
    port,
    refuses: (address) => refuses(dir, address),
    onMail: (mail) => writeFileSync(path.join(dir, `${Date.now()}-${count++}.json`), JSON.stringify(mail)),
  });
  return peer.close;
};
