import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { requestCeiling } from '../common/limits';
import { type DkimConfig, dkimOf, mailAddressOf } from './lib/dkim';
import type { S3Config } from './plugins/storage-s3';

/** `TRUST_PROXY` as Fastify takes it, or undefined when it is none of the accepted forms. */
export const parseTrustProxy = (value: string): boolean | number | string[] | undefined => {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : undefined;
};

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
  // Mails handed to SMTP per minute, all instances together (the provider's limit); 0: no cap.
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  // Days the stored copy of a mail is kept once sent (or given up); the outbox without SMTP too.
  MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  // DKIM signature of every mail: a PEM RSA key's file; the selector; the domain (MAIL_FROM's by default).
  DKIM_PRIVATE_KEY_FILE: optionalString,
  DKIM_SELECTOR: optionalString,
  DKIM_DOMAIN: optionalString,
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default('')),
  // 32 characters at least: the secret signs sessions and links (issue 11 §9; the generated one has 43).
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' })
      .optional(),
  ),
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: z.preprocess(emptyToUndefined, z.url().default('https://api.stripe.com')),
  // `true`, a hop count, or a comma-separated list of proxy addresses and CIDR ranges (as Fastify takes).
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .refine((value) => parseTrustProxy(value) !== undefined, {
        error: 'must be true, false, a hop count or a comma-separated list of IP addresses or CIDR ranges',
      }),
  ),
  // Requests one member's session may make per minute; 0 turns the whole ceiling off (issue 32 §6).
  REQUEST_CEILING_PER_MINUTE: z.coerce.number().int().min(0).default(requestCeiling.perMinute),
  // The files one member may keep stored (feed media, blog images, tender annexes), in MB (issue 32 §5).
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(1024),
  // Pages visitors behind one address may open per minute; their API calls and requests follow from it.
  REQUEST_CEILING_VISITOR_PAGES_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(requestCeiling.visitorPagesPerMinute),
  // Scheduled backups (issue 23): a five-field cron in UTC, or `off`; where; how many to keep.
  BACKUP_SCHEDULE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('0 3 * * *')
      .refine((value) => value === 'off' || value.trim().split(/\s+/).length === 5, {
        error: 'must be a five-field cron pattern (e.g. `0 3 * * *`) or `off`',
      }),
  ),
  BACKUP_DIR: optionalString,
  // Object storage (issue 23 §3): every upload in an S3-compatible bucket when S3_BUCKET is set.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  // The bearer token a Prometheus scraper sends to /api/metrics; unset, the endpoint does not exist.
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  // Backups encrypted with this passphrase (scrypt + AES-256-GCM, ops/encryption.ts); unset: plain.
  BACKUP_PASSPHRASE: z.preprocess(emptyToUndefined, z.string().min(12).optional()),
  // The company map's tiles (001 §2.14): any {z}/{x}/{y} image server; OpenStreetMap's by default.
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine((value) => /^https:\/\/.+\{z\}.*\{x\}.*\{y\}/.test(value), {
        error: 'must be an https URL with {z}, {x} and {y}',
      }),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyToUndefined,
    z.string().default('© les contributeurs d’OpenStreetMap'),
  ),
  // Web Push (docs/areas/pwa.md): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
  // prints them), generated into DATA_DIR when unset; the contact push services may write to.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  /** `on` only for the Playwright server: its local control door may run a scheduled job at another time. */
  TEST_JOB_CLOCK: z.enum(['on', 'off']).default('off'),
});

/** Every variable the server reads (config.test.ts keeps `.env.example` and the README's table in step). */
export const envVariableNames = Object.keys(Env.shape);

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
  /** Mails handed to SMTP per minute across every instance; 0: no cap. */
  mailRatePerMinute: number;
  /** Days a settled mail's stored copy is kept (`MAIL_RETENTION_DAYS`). */
  mailRetentionDays: number;
  /** Signs every mail handed to SMTP (`DKIM_PRIVATE_KEY_FILE`); unset: not signed. */
  dkim: DkimConfig | undefined;
  /** The bytes of files one member may keep stored (`STORAGE_QUOTA_MB`, issue 32 §5). */
  storageQuotaBytes: number;
  /** Addresses allowed to become admin even when an admin exists (DESIGN.md §5). */
  adminEmails: string[];
  authSecret: string;
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** Unset: the pay button answers 'Erreur lors de la création du paiement' (DESIGN §2). */
  stripeSecretKey: string | undefined;
  /** The signing secret of the Stripe webhook endpoint (`whsec_…`); unset, the webhook answers 503. */
  stripeWebhookSecret: string | undefined;
  /** Stripe's REST API (tests point it at an in-process fake). */
  stripeApiBase: string;
  logLevel: string;
  /**
   * Behind a reverse proxy: which hops of X-Forwarded-For to trust for the client IP (abuse limits are
   * per IP): all, a count of hops, or the proxies' addresses and ranges.
   */
  trustProxy: boolean | number | string[];
  /** The ceilings of `plugins/request-ceiling.ts`; `perMinute: 0` turns them off. */
  requestCeiling: { perMinute: number; visitorApiPerMinute: number; visitorPerMinute: number };
  /** Scheduled backups: `schedule` undefined when off; archives in `dir`, the newest `keep` kept. */
  backup: { schedule: string | undefined; dir: string; keep: number; passphrase: string | undefined };
  /** Uploads in an S3-compatible bucket; undefined: on disk under `dataDir/storage`. */
  s3: S3Config | undefined;
  /** `GET /api/metrics` answers only with `Authorization: Bearer <metricsToken>`; unset, 404. */
  metricsToken: string | undefined;
  /** The company map's tile server ({z}/{x}/{y}, https) and the credit it asks for. */
  mapTiles: { url: string; attribution: string };
  /**
   * Web Push: the VAPID keys and subject, and which endpoints a subscription may name: the browsers'
   * push services only (`'push-services'`), or any URL (tests, with a local endpoint).
   */
  push: { publicKey: string; privateKey: string; subject: string; endpoints: 'push-services' | 'any' };
  isDev: boolean;
  /** TEST_JOB_CLOCK=on: the Playwright server, whose local control door may run a job at another time. */
  isTest: boolean;
}

/** The secret is generated once and kept in the data dir, so sessions survive restarts without setup. */
const readOrCreateSecret = (dataDir: string, create: boolean): string => {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (!create) return '';
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** The VAPID key pair, like the secret: generated once (P-256, base64url) and kept in the data dir. */
const readOrCreateVapidKeys = (
  dataDir: string,
  create: boolean,
): { publicKey: string; privateKey: string } => {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  if (!create) return { publicKey: '', privateKey: '' };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
};

/** The push keys: both from the environment, or the generated pair (one alone stops the start). */
const pushOf = (
  e: z.infer<typeof Env>,
  dataDir: string,
  publicUrl: string,
  mailFrom: string,
  createSecrets: boolean,
): Config['push'] => {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : readOrCreateVapidKeys(dataDir, createSecrets);
  // Push services want a way to reach the sender: the site when it is https, else the mail sender.
  const subject =
    e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailAddressOf(mailFrom)}`);
  return { ...keys, subject, endpoints: 'push-services' };
};

/** The object storage settings, all or nothing: a half-configured bucket stops the start, naming what is missing. */
const s3Of = (e: z.infer<typeof Env>): S3Config | undefined => {
  if (!e.S3_BUCKET) return undefined;
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !e[name]);
  if (missing.length > 0)
    throw new Error(`Invalid environment:\n  ${missing.join(', ')}: required with S3_BUCKET`);
  const region = e.S3_REGION ?? 'us-east-1';
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    region,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    // A custom endpoint (MinIO, R2…) is addressed by path unless told otherwise; AWS by host.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : Boolean(e.S3_ENDPOINT),
  };
};

/**
 * Parses the environment once; throws a readable error when a variable is malformed. The server creates
 * the missing generated secrets (`auth-secret`, `vapid-keys.json`) in DATA_DIR; the operator's commands
 * pass `createSecrets: false` (empty values instead): a restore onto a fresh machine must find no secret
 * there but the archive's.
 */
export const loadConfig = (
  env: NodeJS.ProcessEnv = process.env,
  { createSecrets = true }: { createSecrets?: boolean } = {},
): Config => {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mailFrom = e.MAIL_FROM ?? `Sankofa <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    mailRetentionDays: e.MAIL_RETENTION_DAYS,
    dkim: dkimOf(e, mailFrom),
    storageQuotaBytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir, createSecrets),
    ai: e.AI_BASE_URL
      ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    requestCeiling: {
      perMinute: e.REQUEST_CEILING_PER_MINUTE,
      visitorApiPerMinute: e.REQUEST_CEILING_VISITOR_PAGES_PER_MINUTE * requestCeiling.apiCallsPerPage,
      visitorPerMinute: e.REQUEST_CEILING_VISITOR_PAGES_PER_MINUTE * requestCeiling.requestsPerPage,
    },
    backup: {
      schedule: e.BACKUP_SCHEDULE === 'off' ? undefined : e.BACKUP_SCHEDULE.trim(),
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: e.BACKUP_KEEP,
      passphrase: e.BACKUP_PASSPHRASE,
    },
    s3: s3Of(e),
    metricsToken: e.METRICS_TOKEN,
    mapTiles: { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    push: pushOf(e, dataDir, publicUrl, mailFrom, createSecrets),
    isDev: e.NODE_ENV === 'development',
    isTest: e.TEST_JOB_CLOCK === 'on',
  };
};
