import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { eventLimits } from '../../../common/contracts/events';
import type { DbOrTx } from '../../db/client';
import {
  blogCategories,
  eventCategories,
  eventComments,
  eventParticipants,
  events,
  profiles,
} from '../../db/schema';
import { afterCursor, type Cursor } from '../../lib/cursor';
import { likeLiteral, words } from '../../lib/db';
import { preparedById, preparedQuery } from '../../lib/prepared';
import { notBlockedBy } from '../../platform/blocks';
import * as directory from '../../platform/directory';
import { shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type EventRow = typeof events.$inferSelect;
export type ParticipantRow = typeof eventParticipants.$inferSelect;
export type CommentRow = typeof eventComments.$inferSelect;
export type ParticipantStatus = 'registered' | 'waiting';

export type PersonRow = directory.BylineRow;

export interface EventFilter {
  /** The moment "upcoming" and "past" are measured from. */
  now: Date;
  when: 'upcoming' | 'past';
  /** Midnight UTC of the date-from filter. */
  from?: Date;
  q?: string;
  location?: string;
}

const person = directory.bylineColumns;

const fold = (value: string) => sql`sankofa_fold(${value})`;
// Folded texts stored with the row (the area's migration), not declared in the drizzle schema.
const searchText = sql`${events}.search_text`;
const searchPlace = sql`${events}.search_place`;
const longest = eventLimits.durationMaxDays * 86_400_000;

/**
 * Upcoming: not ended at `from` (or now); as an event lasts 31 days at most, its start is after
 * `from - 31 days`, which bounds the index range read. Past: ended before now. Then the filters.
 */
const listedConditions = (filter: EventFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.when === 'upcoming') {
    const threshold = filter.from && filter.from > filter.now ? filter.from : filter.now;
    conditions.push(
      gte(events.endDate, threshold),
      gte(events.startDate, new Date(threshold.getTime() - longest)),
    );
  } else {
    conditions.push(lt(events.endDate, filter.now));
    if (filter.from) conditions.push(gte(events.startDate, filter.from));
  }
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchText} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.location) {
    const place = sql`${searchPlace} like '%' || ${fold(likeLiteral(filter.location))} || '%'`;
    conditions.push(
      /^[A-Za-z]{2}$/.test(filter.location)
        ? sql`(${events.countryCode} = ${filter.location.toUpperCase()} or ${place})`
        : place,
    );
  }
  return and(...conditions);
};

/** The number of listed events matching the filters, counted up to `cap + 1`. */
export const countListed = (db: DbOrTx, filter: EventFilter, cap: number): Promise<number> =>
  directory.countUpTo(db, events, listedConditions(filter), cap);

/** One page: upcoming ones the next first, past ones the latest first. */
export const listListed = (
  db: DbOrTx,
  filter: EventFilter,
  page: { limit: number; offset: number },
): Promise<EventRow[]> =>
  db
    .select()
    .from(events)
    .where(listedConditions(filter))
    .orderBy(
      ...(filter.when === 'upcoming'
        ? [asc(events.startDate), asc(events.id)]
        : [desc(events.startDate), desc(events.id)]),
    )
    .offset(page.offset)
    .limit(page.limit);

/** The next events not started yet (the feed's sidebar). */
export const listUpcoming = (db: DbOrTx, now: Date, limit: number) =>
  db
    .select({ id: events.id, title: events.title, startDate: events.startDate, location: events.location })
    .from(events)
    .where(gte(events.startDate, now))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);

/** The categories of some events, in their order. */
const categoriesOfEvents = preparedQuery('event_categories_of', (db, _shape: 'one', statement) =>
  db
    .select({ eventId: eventCategories.eventId, id: blogCategories.id, name: blogCategories.name })
    .from(eventCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, eventCategories.categoryId))
    .where(sql`${eventCategories.eventId} = any(${sql.placeholder('eventIds')}::uuid[])`)
    .orderBy(asc(eventCategories.position))
    .prepare(statement),
);

export const categoriesOf = async (
  db: DbOrTx,
  eventIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> => {
  const byEvent = new Map<string, { id: string; name: string }[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await categoriesOfEvents(db, 'one').execute({ eventIds });
  for (const { eventId, id, name } of rows) {
    const list = byEvent.get(eventId) ?? [];
    list.push({ id, name });
    byEvent.set(eventId, list);
  }
  return byEvent;
};

/** Replaces an event's categories, in the given order. */
export const setCategories = async (db: DbOrTx, eventId: string, categoryIds: string[]): Promise<void> => {
  await db.delete(eventCategories).where(eq(eventCategories.eventId, eventId));
  if (categoryIds.length > 0) {
    await db
      .insert(eventCategories)
      .values(categoryIds.map((categoryId, position) => ({ eventId, categoryId, position })));
  }
};

const withCreator = directory.rowWithByline('event_with_creator', events, events.creatorId);

/** The event and its creator; the creator is null for a viewer kept apart from them by a block. */
export const findWithCreator = async (
  db: DbOrTx,
  id: string,
  viewerId: string | null = null,
): Promise<{ event: EventRow; creator: PersonRow | null } | undefined> => {
  const found = await withCreator(db, id, viewerId);
  return found && { event: found.row, creator: found.byline };
};

/** The viewer's place at an event: registered, or waiting with their rank (1 = next in). */
export interface ViewerPlace {
  status: ParticipantStatus;
  rank: number | null;
}

/**
 * An event's page in one query: the event, its creator, and the viewer's place (`findParticipant`
 * and `waitingRank` in a subquery), null for a visitor or a member who is not on either list. A point
 * read is mostly round trips: the viewer's own query would be one more per page view (DESIGN.md §6).
 * The creator is null for a viewer kept apart from them by a block.
 */
export const findDetail = preparedById('event_detail', events.id, (db) =>
  db
    .select({
      event: events,
      creator: person,
      place: sql<ViewerPlace | null>`(select json_build_object('status', p.status, 'rank', case when p.status = 'waiting' then (select count(*) from ${eventParticipants} w where w.event_id = p.event_id and w.status = 'waiting' and (w.created_at, w.id) <= (p.created_at, p.id)) end) from ${eventParticipants} p where p.event_id = ${events.id} and p.profile_id = ${sql.placeholder('viewerId')}::uuid limit 1)`,
    })
    .from(events)
    .leftJoin(profiles, directory.bylineJoin(events.creatorId))
    .$dynamic(),
);

export const { findById, lockById, insert, update, remove } = rowsById(events, 'event');

// ---------------------------------------------------------------------------------------------
// Participants

export const findParticipant = async (
  db: DbOrTx,
  eventId: string,
  profileId: string,
): Promise<ParticipantRow | undefined> => {
  const [row] = await db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.profileId, profileId)))
    .limit(1);
  return row;
};

export const insertParticipant = async (
  db: DbOrTx,
  values: { eventId: string; profileId: string; status: ParticipantStatus; createdAt: Date },
): Promise<void> => {
  await db.insert(eventParticipants).values(values);
};

export const deleteParticipant = (db: DbOrTx, id: string) =>
  db.delete(eventParticipants).where(eq(eventParticipants.id, id));

/** The first `limit` members of the waiting list, first come first. */
export const nextWaiting = (db: DbOrTx, eventId: string, limit: number): Promise<ParticipantRow[]> =>
  db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.status, 'waiting')))
    .orderBy(asc(eventParticipants.createdAt), asc(eventParticipants.id))
    .limit(limit);

/** Gives the waiting members a seat. */
export const promote = async (db: DbOrTx, ids: string[], at: Date): Promise<void> => {
  if (ids.length === 0) return;
  await db
    .update(eventParticipants)
    .set({ status: 'registered', promotedAt: at })
    .where(inArray(eventParticipants.id, ids));
};

/** A waiting member's rank: 1 for the next one in. */
export const waitingRank = async (db: DbOrTx, row: ParticipantRow): Promise<number> => {
  const [counted] = await db
    .select({ n: count() })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, row.eventId),
        eq(eventParticipants.status, 'waiting'),
        sql`(${eventParticipants.createdAt}, ${eventParticipants.id}) <= (${row.createdAt.toISOString()}::timestamptz, ${row.id}::uuid)`,
      ),
    );
  return Number(counted?.n ?? 1);
};

/**
 * A page of the participants (or the waiting list), first come first, after the cursor: those shown
 * to others only (`shownToOthers`; the counts still hold the others).
 */
const participantsPage = preparedQuery('event_participants_page', (db, shape: 'first' | 'after', statement) =>
  db
    .select({ person, registeredAt: eventParticipants.createdAt, rowId: eventParticipants.id })
    .from(eventParticipants)
    .innerJoin(profiles, eq(profiles.id, eventParticipants.profileId))
    .where(
      and(
        eq(eventParticipants.eventId, sql.placeholder('eventId')),
        eq(eventParticipants.status, sql.placeholder('status')),
        shownToOthers,
        notBlockedBy(directory.preparedViewer, eventParticipants.profileId),
        shape === 'after'
          ? sql`(${eventParticipants.createdAt}, ${eventParticipants.id}) > (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(eventParticipants.createdAt), asc(eventParticipants.id))
    .limit(sql.placeholder('limit'))
    .prepare(statement),
);

/** A page of the participants (or the waiting list), first come first, after the cursor. */
export const listParticipants = (
  db: DbOrTx,
  eventId: string,
  status: ParticipantStatus,
  after: Cursor | undefined,
  limit: number,
  viewerId: string | null,
) =>
  participantsPage(db, after ? 'after' : 'first').execute({
    eventId,
    status,
    at: after?.at.toISOString(),
    id: after?.id,
    limit,
    viewerId,
  });

/**
 * Marks the reminder of every registered member of an event starting in `(now, until]` that has not had
 * one, and returns them: the update is the claim, so a second run (or instance) finds nothing to send.
 */
export const claimReminders = async (db: DbOrTx, now: Date, until: Date) =>
  db
    .update(eventParticipants)
    .set({ reminderSentAt: now })
    .from(events)
    .where(
      and(
        eq(events.id, eventParticipants.eventId),
        eq(eventParticipants.status, 'registered'),
        isNull(eventParticipants.reminderSentAt),
        gt(events.startDate, now),
        lte(events.startDate, until),
      ),
    )
    .returning({
      profileId: eventParticipants.profileId,
      eventId: events.id,
      title: events.title,
      startDate: events.startDate,
      location: events.location,
    });

/** The events not over where the member holds a seat (a departing member's, whose seats will free). */
export const seatedEventsOf = async (db: DbOrTx, profileId: string, at: Date): Promise<string[]> => {
  const seats = db
    .select({ eventId: eventParticipants.eventId })
    .from(eventParticipants)
    .where(and(eq(eventParticipants.profileId, profileId), eq(eventParticipants.status, 'registered')));
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, seats), gt(events.endDate, at)));
  return rows.map((row) => row.id);
};

/** The events not over where people wait while a seat is free under the capacity (or there is none). */
export const eventsWithFreeSeats = async (db: DbOrTx, at: Date): Promise<string[]> =>
  (
    await db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          gt(events.endDate, at),
          gt(events.waitingCount, 0),
          or(isNull(events.maxParticipants), lt(events.participantCount, events.maxParticipants)),
        ),
      )
  ).map((row) => row.id);

/** Every member registered or waiting for an event (told when it is cancelled). */
export const participantIds = async (db: DbOrTx, eventId: string): Promise<string[]> =>
  (
    await db
      .select({ id: eventParticipants.profileId })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, eventId))
  ).map((row) => row.id);

// ---------------------------------------------------------------------------------------------
// Comments

/** An event's comments a viewer reads: by authors shown to others (`shownToOthers`), none across a block. */
const commentsShown = (eventId: string, viewerId: string | null) =>
  and(
    eq(eventComments.eventId, eventId),
    shownToOthers,
    viewerId ? notBlockedBy(viewerId, eventComments.authorId) : undefined,
  );

/** The comments of authors shown to others (`shownToOthers`), back with them, as the feed's. */
export const listComments = (
  db: DbOrTx,
  eventId: string,
  after: Cursor | undefined,
  limit: number,
  viewerId: string | null,
) =>
  db
    .select({ comment: eventComments, author: person })
    .from(eventComments)
    .leftJoin(profiles, eq(profiles.id, eventComments.authorId))
    .where(
      and(
        commentsShown(eventId, viewerId),
        afterCursor(eventComments.createdAt, eventComments.id, after, 'asc'),
      ),
    )
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id))
    .limit(limit);

export const countComments = async (
  db: DbOrTx,
  eventId: string,
  viewerId: string | null,
): Promise<number> => {
  const [counted] = await db
    .select({ n: count() })
    .from(eventComments)
    .innerJoin(profiles, eq(profiles.id, eventComments.authorId))
    .where(commentsShown(eventId, viewerId));
  return Number(counted?.n ?? 0);
};

export const { insert: insertComment } = rowsById(eventComments, 'event comment');

export const findComment = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ comment: eventComments, author: person })
    .from(eventComments)
    .leftJoin(profiles, eq(profiles.id, eventComments.authorId))
    .where(eq(eventComments.id, id))
    .limit(1);
  return row;
};

export const deleteComment = (db: DbOrTx, id: string) =>
  db.delete(eventComments).where(eq(eventComments.id, id));

/** The covers of the events a member created (those rows go with the member); null without one. */
export const coverUrlsOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ url: events.coverImageUrl }).from(events).where(eq(events.creatorId, userId))).map(
    (row) => row.url,
  );
