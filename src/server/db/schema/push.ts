import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * A device's Web Push subscription (docs/areas/pwa.md): the push service's endpoint and the browser's
 * keys that encrypt what is sent there. One row per endpoint; an endpoint belongs to the member who
 * last subscribed with it (a shared browser changes hands at sign-in), in the session it did so: the
 * row goes with the session, so a device signed out, here or from elsewhere ("sign out everywhere", a
 * password reset, an account closed), gets no more pushes. Removed too when the push service answers 404
 * or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    sessionId: column.cascadeRef('session_id', () => sessions.id),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: column.createdAt(),
    lastPushedAt: column.timestampTz('last_pushed_at'),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
