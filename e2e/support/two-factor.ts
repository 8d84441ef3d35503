import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/*
 * Authenticator codes computed in the tests, as the member's app would (issue 33 §4). The secrets of
 * the accounts a run enrolled are kept in its data folder, so a restarted worker still knows them.
 */

const secretsFile = () => path.join(process.env.E2E_DATA_DIR ?? '.', 'e2e-totp-secrets.json');

const readSecrets = (): Record<string, string> =>
  existsSync(secretsFile())
    ? (JSON.parse(readFileSync(secretsFile(), 'utf8')) as Record<string, string>)
    : {};

export const rememberSecret = (email: string, secret: string) =>
  writeFileSync(secretsFile(), JSON.stringify({ ...readSecrets(), [email]: secret }));

export const secretOf = (email: string): string | undefined => readSecrets()[email];

/** The code of `secret` at `at` (now by default). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/** Waits for the next 30-second step: a code is accepted once, so a second use needs a new one. */
export const nextStep = () =>
  new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));

const stepOf = (at: number) => Math.floor(at / 30_000);
const lastStepUsed = new Map<string, number>();

/**
 * A code of `secret` that this test has not used yet. The server takes each 30-second step once, and
 * the step after the current one too (a clock a step ahead): a second code within the same step is the
 * next step's, and only a third waits, until the step before the one it uses begins.
 */
export const unusedCode = async (secret: string): Promise<string> => {
  const step = Math.max(stepOf(Date.now()), (lastStepUsed.get(secret) ?? 0) + 1);
  const waitMs = (step - 1) * 30_000 + 200 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  lastStepUsed.set(secret, step);
  return totpCode(secret, step * 30_000 + 15_000);
};

/** Enrols an authenticator for the signed-in member of `request` through the API; answers the secret. */
export const enrolTotpByApi = async (request: APIRequestContext, email: string): Promise<string> => {
  const setup = await request.post('/api/v1/auth/two-factor/setup');
  if (!setup.ok()) throw new Error(`two-factor setup failed: ${setup.status()} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/api/v1/auth/two-factor/enable', { data: { code: totpCode(secret) } });
  if (!enable.ok()) throw new Error(`two-factor enable failed: ${enable.status()} ${await enable.text()}`);
  rememberSecret(email, secret);
  return secret;
};

/** Ends a sign-in that answered `secondFactor` with the account's code (the next step if replayed). */
export const completeSecondFactor = async (request: APIRequestContext, email: string) => {
  const secret = secretOf(email);
  if (!secret) throw new Error(`no authenticator secret known for ${email}`);
  for (let attempt = 0; attempt < 2; attempt++) {
    const done = await request.post('/api/v1/auth/second-factor', { data: { code: totpCode(secret) } });
    if (done.ok()) return;
    const body = await done.text();
    if (!body.includes('invalid_two_factor_code') || attempt > 0)
      throw new Error(`second factor of ${email} failed: ${done.status()} ${body}`);
    await nextStep();
  }
};
