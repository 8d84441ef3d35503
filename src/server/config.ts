import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default('')),
  AUTH_SECRET: optionalString,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under `dataDir/db`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Addresses allowed to become admin even when an admin exists (DESIGN.md §5). */
  adminEmails: string[];
  authSecret: string;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  stripeSecretKey: string | undefined;
  logLevel: string;
  /** Behind a reverse proxy: take the client IP from X-Forwarded-For (rate limits are per IP). */
  trustProxy: boolean;
  isDev: boolean;
}

/** The secret is generated once and kept in the data dir, so sessions survive restarts without setup. */
const readOrCreateSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Parses the environment once; throws a readable error when a variable is malformed. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Sankofa <no-reply@${new URL(publicUrl).hostname}>`,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    ai: e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    isDev: e.NODE_ENV === 'development',
  };
};
