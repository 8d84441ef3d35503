import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * Who sees what of a profile (issue 22 §2): one row per member who changed a default (no row: the
 * defaults below). Each field is `everyone`, `members` (signed in) or `connections` (accepted either
 * way); the owner always sees everything. `location` decides who sees the city: the others see the
 * country only.
 */
export const profilePrivacy = pgTable(
  'profile_privacy',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    emailVisibility: text('email_visibility').notNull().default('connections'),
    locationVisibility: text('location_visibility').notNull().default('everyone'),
    /** Not listed in the network's search and suggestions for other members. */
    hiddenFromDirectory: boolean('hidden_from_directory').notNull().default(false),
    /** `noindex` on the profile page (server-rendered meta and the SPA head). */
    noindex: boolean('noindex').notNull().default(false),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('profile_privacy_hidden_idx').on(t.profileId).where(sql`${t.hiddenFromDirectory}`),
    check('profile_privacy_email_check', sql`${t.emailVisibility} in ('everyone', 'members', 'connections')`),
    check(
      'profile_privacy_location_check',
      sql`${t.locationVisibility} in ('everyone', 'members', 'connections')`,
    ),
  ],
);

/**
 * A member blocking another (issue 22 §3). Either direction hides the two from each other everywhere
 * (platform/blocks.ts is the one rule every read reuses).
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: column.cascadeRef('blocker_id', () => profiles.id),
    blockedId: column.cascadeRef('blocked_id', () => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    index('blocks_blocker_created_idx').on(t.blockerId, t.createdAt),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
