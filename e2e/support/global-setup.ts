import { mkdirSync, rmSync } from 'node:fs';
import { refusedListOf, startMailDirectory } from './smtp-capture';

/** A real SMTP peer for the server under test; every mail it receives is written to E2E_MAIL_DIR. */
export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR ?? '';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  rmSync(refusedListOf(dir), { force: true });
  const stop = await startMailDirectory(Number(process.env.E2E_SMTP_PORT), dir);
  return stop;
}
