import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { mentorReviews, mentors, mentorshipRequests, profiles } from '../../db/schema';
import { likeLiteral, rowsOf, words } from '../../lib/db';
import { preparedById, preparedQuery, preparedRow } from '../../lib/prepared';
import { blockedEitherWay, keptApartFrom, notBlockedBy } from '../../platform/blocks';
import { countUpTo, preparedViewer } from '../../platform/directory';
import { listedInDirectory, refusesIndexing, shownToOthers, shownToOthersAs } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type MentorRow = typeof mentors.$inferSelect;
export type MentorInsert = typeof mentors.$inferInsert;
export type RequestRow = typeof mentorshipRequests.$inferSelect;
export type ReviewRow = typeof mentorReviews.$inferSelect;

export interface PersonRow {
  id: string;
  fullName: string | null;
  username: string;
  avatarUrl: string | null;
  title: string | null;
  countryCode: string | null;
}

export interface MentorWithProfile {
  mentor: MentorRow;
  profile: PersonRow;
}

export interface MentorFilter {
  q?: string;
  domain?: string;
  country?: string;
  /** The signed-in viewer: mentors kept apart from them by a block are not listed. */
  viewerId?: string;
}

const mentorProfile = alias(profiles, 'mentor_profile');
const menteeProfile = alias(profiles, 'mentee_profile');

const person = (table: typeof profiles | typeof mentorProfile | typeof menteeProfile) => ({
  id: table.id,
  fullName: table.fullName,
  username: table.username,
  avatarUrl: table.avatarUrl,
  title: table.title,
  countryCode: table.countryCode,
});

/**
 * Listed (002 §2, plan B1 FLAW 1): an active record of a member shown to others; then the filters.
 * `is_mentor` is implied (`upsert` sets it, `deactivate` clears it, each with the record): said here so
 * that the name filter can use the trigram index of the mentors' names (profiles_mentor_name_trgm_idx).
 */
const listedConditions = (filter: MentorFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [
    eq(mentors.isActive, true),
    eq(profiles.isMentor, true),
    shownToOthers,
    // "Ne pas apparaître dans l'annuaire du réseau" holds here too, as in the network and the search.
    listedInDirectory(profiles.id),
    filter.viewerId ? notBlockedBy(filter.viewerId, mentors.profileId) : undefined,
  ];
  for (const word of words(filter.q ?? '')) {
    conditions.push(
      sql`sankofa_fold(coalesce(${profiles.fullName}, '')) like '%' || sankofa_fold(${likeLiteral(word)}) || '%'`,
    );
  }
  if (filter.domain) conditions.push(sql`${mentors.domains} @> array[${filter.domain}]::text[]`);
  if (filter.country) conditions.push(eq(profiles.countryCode, filter.country));
  return and(...conditions);
};

/** The number of listed mentors matching the filters, counted up to `cap + 1`. */
export const countListed = (db: DbOrTx, filter: MentorFilter, cap: number): Promise<number> =>
  countUpTo(
    db,
    sql`${mentors} join ${profiles} on ${profiles.id} = ${mentors.profileId}`,
    listedConditions(filter),
    cap,
  );

/**
 * How many of the mentors the filters list for everyone are kept apart from `viewerId` by a block: the
 * count shared by all viewers, less this, is the viewer's. Read from the viewer's blocks (none for most).
 */
export const countHiddenFrom = async (
  db: DbOrTx,
  filter: Omit<MentorFilter, 'viewerId'>,
  viewerId: string,
): Promise<number> => {
  const [counted] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from ${mentors} join ${profiles} on ${profiles.id} = ${mentors.profileId} where ${listedConditions(filter)} and ${mentors.profileId} in ${keptApartFrom(sql`${viewerId}::uuid`)}`,
    ),
  );
  return Number(counted?.n ?? 0);
};

/** One page of listed mentors, newest first. */
export const listListed = (
  db: DbOrTx,
  filter: MentorFilter,
  page: { limit: number; offset: number },
): Promise<MentorWithProfile[]> =>
  db
    .select({ mentor: mentors, profile: person(profiles) })
    .from(mentors)
    .innerJoin(profiles, eq(profiles.id, mentors.profileId))
    .where(listedConditions(filter))
    .orderBy(desc(mentors.createdAt), desc(mentors.id))
    .offset(page.offset)
    .limit(page.limit);

/**
 * The domains of the active mentors shown to others, most used first, and their countries: a leaving
 * mentor's domain or country is no option (their record is not listed).
 */
export const filterOptions = async (db: DbOrTx): Promise<{ domains: string[]; countries: string[] }> => {
  const listed = sql`${mentors.isActive} and ${shownToOthers}`;
  const domains = rowsOf(
    await db.execute(
      sql`select d as domain from ${mentors} join ${profiles} on ${profiles.id} = ${mentors.profileId}, unnest(${mentors.domains}) d where ${listed} group by d order by count(*) desc, d limit 100`,
    ),
  );
  const countries = rowsOf(
    await db.execute(
      sql`select distinct ${profiles.countryCode} as code from ${mentors} join ${profiles} on ${profiles.id} = ${mentors.profileId} where ${listed} and ${profiles.countryCode} is not null`,
    ),
  );
  return {
    domains: domains.map((row) => String(row.domain)),
    countries: countries.map((row) => String(row.code)),
  };
};

/** A mentor record with its member, and whether that member's account is shown to others. */
export const findWithProfile = preparedById('mentor_with_profile', mentors.id, (db) =>
  db
    .select({
      mentor: mentors,
      profile: person(profiles),
      shown: sql<boolean>`${shownToOthers}`,
      noindex: refusesIndexing,
    })
    .from(mentors)
    .innerJoin(profiles, eq(profiles.id, mentors.profileId))
    .$dynamic(),
);

/** The viewer's open request to a mentor, as `openRequestOf` finds it. */
export interface OpenRequest {
  id: string;
  status: string;
}

/**
 * A mentor's page in one query: the record, its member, the viewer's open (pending or accepted)
 * request to them (`openRequestOf`), null for a visitor, and whether a block keeps them apart. A point read is mostly round trips: the
 * request's own query would be one more per page view (DESIGN.md §6).
 */
export const findDetail = preparedById('mentor_detail', mentors.id, (db) =>
  db
    .select({
      mentor: mentors,
      profile: person(profiles),
      openRequest: sql<OpenRequest | null>`(select json_build_object('id', r.id, 'status', r.status) from ${mentorshipRequests} r where r.mentor_id = ${mentors.id} and r.mentee_id = ${sql.placeholder('viewerId')}::uuid and r.status in ('pending', 'accepted') limit 1)`,
      // A block either way between the viewer and the mentor (false for a visitor), read with the record.
      blocked: sql<boolean>`${blockedEitherWay(preparedViewer, mentors.profileId)}`,
      // The mentor's account is in good standing (not suspended, blocked by staff or leaving).
      shown: sql<boolean>`${shownToOthers}`,
      // The member asked search engines to leave them out: the page says so too.
      noindex: refusesIndexing,
    })
    .from(mentors)
    .innerJoin(profiles, eq(profiles.id, mentors.profileId))
    .$dynamic(),
);

const byProfile = preparedRow('mentor_by_profile', (db, statement) =>
  db
    .select()
    .from(mentors)
    .where(eq(mentors.profileId, sql.placeholder('profileId')))
    .limit(1)
    .prepare(statement),
);

export const findByProfile = (db: DbOrTx, profileId: string): Promise<MentorRow | undefined> =>
  byProfile(db, { profileId });

export const { lockById: lockMentor, update: updateMentor } = rowsById(mentors, 'mentor');

/** Creates or replaces the member's record (active again), and flags the profile. */
export const upsert = async (db: DbOrTx, values: MentorInsert): Promise<MentorRow> => {
  const { profileId: _profileId, createdAt: _createdAt, ...changes } = values;
  const [row] = await db
    .insert(mentors)
    .values(values)
    .onConflictDoUpdate({ target: mentors.profileId, set: changes })
    .returning();
  if (!row) throw new Error('mentor upsert returned nothing');
  await db.update(profiles).set({ isMentor: true }).where(eq(profiles.id, values.profileId));
  return row;
};

export const deactivate = async (db: DbOrTx, mentor: MentorRow, at: Date): Promise<void> => {
  await db.update(mentors).set({ isActive: false, updatedAt: at }).where(eq(mentors.id, mentor.id));
  await db.update(profiles).set({ isMentor: false }).where(eq(profiles.id, mentor.profileId));
};

// ---------------------------------------------------------------------------------------------
// Requests

export interface RequestWithPeople {
  request: RequestRow;
  mentor: PersonRow | null;
  mentee: PersonRow | null;
  review: { rating: number; text: string } | null;
}

const requestSelect = (db: DbOrTx) =>
  db
    .select({
      request: mentorshipRequests,
      mentor: person(mentorProfile),
      mentee: person(menteeProfile),
      review: { rating: mentorReviews.rating, text: mentorReviews.text },
    })
    .from(mentorshipRequests)
    .innerJoin(mentors, eq(mentors.id, mentorshipRequests.mentorId))
    .innerJoin(mentorProfile, eq(mentorProfile.id, mentors.profileId))
    .innerJoin(menteeProfile, eq(menteeProfile.id, mentorshipRequests.menteeId))
    .leftJoin(mentorReviews, eq(mentorReviews.requestId, mentorshipRequests.id));

const normalise = (row: {
  request: RequestRow;
  mentor: PersonRow | null;
  mentee: PersonRow | null;
  review: { rating: number | null; text: string | null } | null;
}): RequestWithPeople => ({
  ...row,
  review:
    row.review && row.review.rating !== null && row.review.text !== null
      ? { rating: row.review.rating, text: row.review.text }
      : null,
});

export const findRequest = async (db: DbOrTx, id: string): Promise<RequestWithPeople | undefined> => {
  const [row] = await requestSelect(db).where(eq(mentorshipRequests.id, id)).limit(1);
  return row ? normalise(row) : undefined;
};

export const {
  lockById: lockRequest,
  insert: insertRequest,
  update: updateRequest,
} = rowsById(mentorshipRequests, 'mentorship request');

/**
 * Whose requests: received by a mentor record (`mentorId`), or by the member's own record
 * (`mentorProfileId`: none when they are not a mentor), or sent by a mentee (`menteeId`).
 */
export type RequestSide = { mentorId: string } | { mentorProfileId: string } | { menteeId: string };

type SideKind = 'mentor' | 'mentorProfile' | 'mentee';
type RequestShape = `${SideKind}_${'all' | 'status'}`;

const sideKind = (side: RequestSide): SideKind =>
  'mentorId' in side ? 'mentor' : 'mentorProfileId' in side ? 'mentorProfile' : 'mentee';

const sideId = (side: RequestSide): string =>
  'mentorId' in side ? side.mentorId : 'mentorProfileId' in side ? side.mentorProfileId : side.menteeId;

/** The side's condition, its id and status as placeholders (prepared statements). */
const sideCondition = (shape: RequestShape) => {
  const [kind, status] = shape.split('_') as [SideKind, 'all' | 'status'];
  const id = sql.placeholder('sideId');
  return and(
    kind === 'mentor'
      ? eq(mentorshipRequests.mentorId, id)
      : kind === 'mentorProfile'
        ? sql`${mentorshipRequests.mentorId} = (select ${mentors.id} from ${mentors} where ${mentors.profileId} = ${id}::uuid)`
        : eq(mentorshipRequests.menteeId, id),
    status === 'status' ? eq(mentorshipRequests.status, sql.placeholder('status')) : undefined,
    // A block either way between the mentor and the mentee hides their requests from both.
    notBlockedBy(
      sql`(select m.profile_id from mentors m where m.id = ${mentorshipRequests.mentorId})`,
      mentorshipRequests.menteeId,
    ),
    // So does either of them hidden from others (a mentor's mentees, a mentee's mentors).
    sql`exists (select 1 from profiles p where p.id = ${mentorshipRequests.menteeId} and ${shownToOthersAs('p')})`,
    sql`exists (select 1 from mentors m join profiles p on p.id = m.profile_id where m.id = ${mentorshipRequests.mentorId} and ${shownToOthersAs('p')})`,
  );
};

const shapeOf = (side: RequestSide, status: string | undefined): RequestShape =>
  `${sideKind(side)}_${status ? 'status' : 'all'}`;

const requestsPage = preparedQuery('mentorship_requests_page', (db, shape: RequestShape, statement) =>
  requestSelect(db)
    .where(sideCondition(shape))
    .orderBy(desc(mentorshipRequests.createdAt), desc(mentorshipRequests.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(statement),
);

/** The side's requests (`mentor`: received by the mentor record; `mentee`: sent), newest first. */
export const listRequests = async (
  db: DbOrTx,
  side: RequestSide,
  status: string | undefined,
  page: { limit: number; offset: number },
): Promise<RequestWithPeople[]> =>
  (
    await requestsPage(db, shapeOf(side, status)).execute({
      sideId: sideId(side),
      status,
      limit: page.limit,
      offset: page.offset,
    })
  ).map(normalise);

const requestCounts = preparedQuery('mentorship_requests_counts', (db, kind: SideKind, statement) => {
  const status = sql.placeholder('status');
  return db
    .select({
      total: sql<number>`(count(*) filter (where ${status}::text is null or ${mentorshipRequests.status} = ${status}::text))::int`,
      pending: sql<number>`(count(*) filter (where ${mentorshipRequests.status} = 'pending'))::int`,
    })
    .from(mentorshipRequests)
    .where(sideCondition(`${kind}_all`))
    .prepare(statement);
});

/** In one query: the side's requests (of `status` when given) and its pending ones (the inbox's badge). */
export const countRequests = async (
  db: DbOrTx,
  side: RequestSide,
  status?: string,
): Promise<{ total: number; pending: number }> => {
  const [row] = await requestCounts(db, sideKind(side)).execute({
    sideId: sideId(side),
    status: status ?? null,
  });
  return { total: Number(row?.total ?? 0), pending: Number(row?.pending ?? 0) };
};

/** The viewer's open (pending or accepted) request to this mentor. */
export const openRequestOf = async (
  db: DbOrTx,
  mentorId: string,
  menteeId: string,
): Promise<RequestRow | undefined> => {
  const [row] = await db
    .select()
    .from(mentorshipRequests)
    .where(
      and(
        eq(mentorshipRequests.mentorId, mentorId),
        eq(mentorshipRequests.menteeId, menteeId),
        inArray(mentorshipRequests.status, ['pending', 'accepted']),
      ),
    )
    .limit(1);
  return row;
};

/** Pending requests of a mentor (declined when they stop). */
export const pendingOf = (db: DbOrTx, mentorId: string): Promise<RequestRow[]> =>
  db
    .select()
    .from(mentorshipRequests)
    .where(and(eq(mentorshipRequests.mentorId, mentorId), eq(mentorshipRequests.status, 'pending')));

// ---------------------------------------------------------------------------------------------
// Reviews

export const insertReview = async (
  db: DbOrTx,
  values: typeof mentorReviews.$inferInsert,
): Promise<ReviewRow | undefined> => {
  const [row] = await db.insert(mentorReviews).values(values).onConflictDoNothing().returning();
  if (row) {
    await db
      .update(mentors)
      .set({
        reviewCount: sql`${mentors.reviewCount} + 1`,
        ratingSum: sql`${mentors.ratingSum} + ${values.rating}`,
      })
      .where(eq(mentors.id, values.mentorId));
  }
  return row;
};

/** A mentor's reviews, newest first, by authors shown to others (the rating and its count hold all). */
const reviewsPage = preparedQuery('mentor_reviews', (db, _shape: 'one', statement) =>
  db
    .select({ review: mentorReviews, author: person(profiles) })
    .from(mentorReviews)
    .innerJoin(profiles, eq(profiles.id, mentorReviews.authorId))
    .where(
      and(
        eq(mentorReviews.mentorId, sql.placeholder('mentorId')),
        shownToOthers,
        notBlockedBy(preparedViewer, mentorReviews.authorId),
      ),
    )
    .orderBy(desc(mentorReviews.createdAt), desc(mentorReviews.id))
    .limit(sql.placeholder('limit'))
    .prepare(statement),
);

export const listReviews = (
  db: DbOrTx,
  mentorId: string,
  limit: number,
  viewerId: string | null = null,
): Promise<{ review: ReviewRow; author: PersonRow | null }[]> =>
  reviewsPage(db, 'one').execute({ mentorId, limit, viewerId });
