import { and, countDistinct, count as countRows, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentors, profiles, projects } from '../../db/schema';
import { shownToOthers } from '../../platform/person';

/** A count the landing can show live, made from the database when asked. */
export type LiveCount = (db: DbOrTx) => Promise<number>;

/**
 * Members shown to others (platform/person.ts): a blocked, suspended or leaving member is hidden
 * everywhere else, and counts for nothing on the landing either.
 */
const inGoodStanding = shownToOthers;

/*
 * The live sources a home figure may follow (issue 15 item 6). Adding one is one entry here and its
 * label in the catalogs (`admin.homeStats.sources.<key>`): the admin form lists what this registry
 * answers.
 */
export const liveSources = {
  /** Members of the network. */
  members: async (db) =>
    (await db.select({ n: countRows() }).from(profiles).where(inGoodStanding))[0]?.n ?? 0,
  /** Mentors taking part (an active mentor record, 002 decision 14) shown to others. */
  mentors: async (db) =>
    (
      await db
        .select({ n: countRows() })
        .from(mentors)
        .innerJoin(profiles, eq(profiles.id, mentors.profileId))
        .where(and(eq(mentors.isActive, true), inGoodStanding))
    )[0]?.n ?? 0,
  /** Projects the community carries: the published ones (drafts and archives are not on the list). */
  projects: async (db) =>
    (await db.select({ n: countRows() }).from(projects).where(eq(projects.status, 'published')))[0]?.n ?? 0,
  /** Countries represented: the distinct countries members gave on their profile. */
  countries: async (db) =>
    (
      await db
        .select({ n: countDistinct(profiles.countryCode) })
        .from(profiles)
        .where(and(inGoodStanding, isNotNull(profiles.countryCode)))
    )[0]?.n ?? 0,
} satisfies Record<string, LiveCount>;

export type LiveSourceKey = keyof typeof liveSources;

export const liveSourceKeys = Object.keys(liveSources) as LiveSourceKey[];

export const isLiveSource = (key: string): key is LiveSourceKey => Object.hasOwn(liveSources, key);
