import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './bench/lib/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2626);
export const mailDir = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), 'sankofa-e2e-mails');
process.env.E2E_MAIL_DIR = mailDir;
process.env.E2E_SMTP_PORT = String(smtpPort);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sankofa-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  globalSetup: './e2e/support/global-setup.ts',
  // One directory per shard when `npm test` runs the journeys in two processes (scripts/test.mjs).
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results/playwright',
  use: {
    // `localhost`, not an IP: WebAuthn refuses an IP address as its relying party (the passkey journey).
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    // The app honours reduced motion (theme.ts): dialogs open without a transition a click could race.
    reducedMotion: 'reduce',
    // A trace records every step's DOM and screenshots: kept for every test it cost a fifth of the run
    // (two cores). CI records it on the retry of a failed test; a local run keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--no-first-run'],
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Sankofa <no-reply@sankofa.test>',
      // One admin address per journey file that signs an admin in: sign-ins are limited to 10 an address
      // in 15 minutes, which one shared address passed in a full run.
      ADMIN_EMAILS:
        'fondatrice@sankofa.test,gestionnaire@sankofa.test,redaction@sankofa.test,classement@sankofa.test,tarifs@sankofa.test,editrice@sankofa.test,regles@sankofa.test,statistiques@sankofa.test,moderation@sankofa.test,courrier@sankofa.test,securite@sankofa.test,boite@sankofa.test',
      // Each test sends its own X-Forwarded-For, so the per-IP abuse limits do not add up across tests.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // The journeys run scheduled jobs at a later time through the local control socket (ops/control.ts).
      TEST_JOB_CLOCK: 'on',
    },
  },
});
