import { sql } from 'drizzle-orm';
import { type AnyPgColumn, doublePrecision, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The columns most tables repeat, declared once. Each helper builds exactly the column the
 * migrations create (name, type, nullability, default, reference): the SQL files stay the truth.
 * This file names no table, so every schema file may import it without an import cycle.
 */

/**
 * Now, to the millisecond: keyset cursors carry JavaScript dates (milliseconds), so a time with
 * microseconds would make a page boundary skip or repeat rows sent within the same millisecond.
 */
export const msNow = sql`date_trunc('milliseconds', now())`;

/** The uuid primary key drawn by the database (`id uuid primary key default gen_random_uuid()`). */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** A `timestamp with time zone` column: every time of the schema carries its zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was inserted. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row last changed (set by the code that changes it). */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/** A required link to another row, deleted with it (`not null references … on delete cascade`). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** An optional link to another row, emptied when it goes (`references … on delete set null`). */
export const setNullRef = (name: string, target: () => AnyPgColumn) =>
  uuid(name).references(target, { onDelete: 'set null' });

/** A count kept on the row, from zero. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** Free tags, an empty array by default. */
export const tagList = () => text('tags').array().notNull().default(sql`'{}'::text[]`);

/**
 * A place picked from the offline city list (companies, events): the city, its country and code, its
 * coordinates, and a free-text postcode. Spread where the columns stand, so the table's order holds.
 */
export const cityPlace = () => ({
  ville: text('ville'),
  pays: text('pays'),
  codePostal: text('code_postal'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  countryCode: text('country_code'),
});
