import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import * as column from './columns';

/*
 * The second factors of an account (issue 33 §4–5): a TOTP secret with its recovery codes, passkeys,
 * the devices a member asked to remember, and the short-lived challenges of a sign-in in progress.
 */

/** One TOTP authenticator per member; `enabledAt` is null while the enrolment is not confirmed. */
export const twoFactors = pgTable('two_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret, AES-256-GCM under a key derived from the auth secret. */
  secret: text('secret').notNull(),
  enabledAt: column.timestampTz('enabled_at'),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: column.createdAt(),
});

/** Single-use recovery codes, stored as SHA-256 digests. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: column.timestampTz('used_at'),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** Browsers a member asked to remember for 30 days: the second step is skipped there. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: column.cascadeRef('user_id', () => users.id),
    expiresAt: column.timestampTz('expires_at').notNull(),
    createdAt: column.createdAt(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => users.id),
    /** The credential id, base64url, as the authenticator gives it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Comma-separated transports (usb, internal, hybrid…). */
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    createdAt: column.createdAt(),
    lastUsedAt: column.timestampTz('last_used_at'),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * A step in progress: `second-factor` (password or magic link proven, code awaited; the browser holds
 * the token), `passkey-registration` and `passkey-sign-in` (a WebAuthn challenge).
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    /** SHA-256 of the browser's token, or the WebAuthn challenge itself. */
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: column.counter('attempts'),
    expiresAt: column.timestampTz('expires_at').notNull(),
  },
  (t) => [
    index('auth_challenges_expires_at_idx').on(t.expiresAt),
    index('auth_challenges_user_idx').on(t.userId),
  ],
);
