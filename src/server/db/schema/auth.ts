import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from './columns';

/*
 * The tables better-auth owns (plural names, `usePlural`). Ids are UUIDs (`generateId: 'uuid'`), so
 * `profiles.id` is the same value as `users.id`.
 */

export const users = pgTable('users', {
  id: column.primaryId(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: column.createdAt(),
  updatedAt: column.updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: column.primaryId(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: column.cascadeRef('user_id', () => users.id),
    /**
     * When the member last proved who they are in this session (password typed again, a fresh
     * sign-in link…): sensitive changes need a recent proof (`features/auth/recent-proof.ts`).
     */
    provenAt: column.timestampTz('proven_at'),
    /**
     * When this session last proved a second factor (opened through the second step or a passkey, or an
     * authenticator code or passkey given as a proof): a change to the factors of a member who has one
     * needs this one, a password is not enough.
     */
    factorProvenAt: column.timestampTz('factor_proven_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The browsers a member signed in from (a random id kept in a long-lived cookie, stored hashed): a
 * sign-in from a browser not listed here mails the member (issue 33 §7).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: column.cascadeRef('user_id', () => users.id),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: column.timestampTz('first_seen_at').notNull().defaultNow(),
    lastSeenAt: column.timestampTz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: column.primaryId(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: column.cascadeRef('user_id', () => users.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: column.timestampTz('access_token_expires_at'),
    refreshTokenExpiresAt: column.timestampTz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: column.primaryId(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: column.timestampTz('expires_at').notNull(),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
