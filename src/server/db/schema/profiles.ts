import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A place as the address autocomplete gives it (000 §3 "Address prediction"). */
export interface ProfileLocation {
  ville: string;
  pays: string;
  country_code: string;
  adresse_complete: string;
}

/** One row per account, same id. `role` is the single source of truth for app roles. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull().unique(),
    fullName: text('full_name'),
    title: text('title'),
    company: text('company'),
    location: jsonb('location').$type<ProfileLocation>(),
    countryCode: text('country_code'),
    bio: text('bio'),
    website: text('website'),
    avatarUrl: text('avatar_url'),
    avatarNeedsRecrop: boolean('avatar_needs_recrop').notNull().default(false),
    professionalStatusId: uuid('professional_status_id'),
    isMentor: boolean('is_mentor').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isOpenToWork: boolean('is_open_to_work').notNull().default(false),
    isComplete: boolean('is_complete').notNull().default(false),
    role: text('role').notNull().default('user'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSuspended: boolean('is_suspended').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_role_idx').on(t.role),
    index('profiles_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('profiles_featured_idx').on(t.isFeatured).where(sql`${t.isFeatured}`),
    index('profiles_email_idx').on(t.email),
  ],
);
