import type { z } from 'zod';
import type {
  EventParticipantPage,
  EventParticipantsQuery,
  EventPerson,
  EventRegistration,
} from '../../../common/contracts/events';
import { eventLimits } from '../../../common/contracts/events';
import { previewOf } from '../../../common/format';
import type { AreaDeps } from '../../area';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName } from '../../platform/person';
import type { NotifyAside } from '../notifications/notify-aside';
import { eventNotice, isFull, toPerson } from './event.presenter';
import * as repo from './event.repository';

type ParticipantsQuery = z.output<typeof EventParticipantsQuery>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const l = eventLimits;

const notFound = () => new AppError('not_found', { messageKey: 'events.notFound' });

export type EventParticipationService = ReturnType<typeof createEventParticipationService>;

/**
 * Taking part in an event (002 §4): registration under the capacity with a waiting list, leaving (the
 * freed seat goes to the next person waiting), the participants' list and the day-before reminder.
 * `fillSeats` and `tellPromoted` also serve the event service's edit that raises the capacity.
 */
export const createEventParticipationService = (
  deps: Pick<AreaDeps, 'db'> & {
    /** The area's notifications, each a side effect whose failure is logged (`notify-aside.ts`). */
    notify: NotifyAside;
    now?: () => Date;
  },
) => {
  const { db, notify } = deps;
  const now = deps.now ?? (() => new Date());

  /** The viewer's place at the event, with the counts. */
  const registrationOf = async (
    dbx: DbOrTx,
    event: repo.EventRow,
    viewer: Actor | null,
  ): Promise<EventRegistration> => {
    const row = viewer ? await repo.findParticipant(dbx, event.id, viewer.id) : undefined;
    return {
      state: row ? (row.status as 'registered' | 'waiting') : 'none',
      waitingRank: row?.status === 'waiting' ? await repo.waitingRank(dbx, row) : null,
      participantCount: event.participantCount,
      waitingCount: event.waitingCount,
      isFull: isFull(event),
    };
  };

  /**
   * Gives waiting members the seats free under the capacity (all of them without one), in their order.
   * Runs under the event row's lock; returns the promoted members and the event's new counts.
   */
  const fillSeats = async (tx: Tx, event: repo.EventRow, at: Date) => {
    const free =
      event.maxParticipants === null
        ? event.waitingCount
        : Math.min(event.waitingCount, Math.max(0, event.maxParticipants - event.participantCount));
    const promoted = free > 0 && event.endDate > at ? await repo.nextWaiting(tx, event.id, free) : [];
    await repo.promote(
      tx,
      promoted.map((row) => row.id),
      at,
    );
    return {
      promoted,
      participantCount: event.participantCount + promoted.length,
      waitingCount: event.waitingCount - promoted.length,
    };
  };

  const tellPromoted = async (event: repo.EventRow, promoted: repo.ParticipantRow[]) => {
    for (const row of promoted) {
      await notify(row.profileId, 'event_promoted', { event_id: event.id, ...eventNotice(event) }, null);
    }
  };

  /** Fills an event's free seats in a transaction of its own, then tells those promoted. */
  const refill = async (id: string) => {
    const { event, promoted } = await db.transaction(async (tx) => {
      const locked = await repo.lockById(tx, id);
      if (!locked) return { event: undefined, promoted: [] };
      const filled = await fillSeats(tx, locked, now());
      const counted = { participantCount: filled.participantCount, waitingCount: filled.waitingCount };
      await repo.update(tx, id, counted);
      return { event: { ...locked, ...counted }, promoted: filled.promoted };
    });
    if (event) await tellPromoted(event, promoted);
    return promoted.length;
  };

  return {
    /** Seats waiting members under the event's lock (`fillSeats` above), for an edit of the capacity. */
    fillSeats,

    /** Tells the promoted members they have a seat (`tellPromoted` above). */
    tellPromoted,

    /**
     * In the transaction that deletes a member's account: the events where they hold a seat. Answers
     * what to run after the commit (the counters then recounted): each freed seat goes to the next
     * person waiting, who is told, as when a member unregisters.
     */
    async releaseDepartingMember(tx: DbOrTx, userId: string): Promise<() => Promise<void>> {
      const seated = await repo.seatedEventsOf(tx, userId, now());
      return async () => {
        for (const id of seated) await refill(id);
      };
    },

    /**
     * Registers the actor (002 §4): under the event row's lock, a seat while the registered count is
     * below the capacity, else the waiting list; so concurrent registrations never pass the capacity.
     * Registering again changes nothing. An ended event takes no one (409 `event_ended`).
     */
    async register(actor: Actor, id: string): Promise<EventRegistration> {
      const { event, seated } = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, id);
        if (!locked) throw notFound();
        const at = now();
        if (locked.endDate <= at) throw new AppError('event_ended');
        // A block either way: the creator's event takes no registration from the other member.
        if (await isBlockedEitherWay(tx, actor.id, locked.creatorId)) throw notFound();
        if (await repo.findParticipant(tx, id, actor.id)) return { event: locked, seated: false };
        const seat = !isFull(locked);
        await repo.insertParticipant(tx, {
          eventId: id,
          profileId: actor.id,
          status: seat ? 'registered' : 'waiting',
          createdAt: at,
        });
        const counted = {
          participantCount: locked.participantCount + (seat ? 1 : 0),
          waitingCount: locked.waitingCount + (seat ? 0 : 1),
        };
        await repo.update(tx, id, counted);
        return { event: { ...locked, ...counted }, seated: seat };
      });
      if (seated && event.creatorId !== actor.id) {
        await notify(
          event.creatorId,
          'event_registration',
          {
            member_name: displayName(actor.profile),
            event_id: event.id,
            event_title: previewOf(event.title, 120),
          },
          actor,
        );
      }
      return registrationOf(db, event, actor);
    },

    /**
     * Unregisters the actor, or takes them off the waiting list. A freed seat goes to the next person
     * waiting in the same transaction, who is told (notification and e-mail).
     */
    async unregister(actor: Actor, id: string): Promise<EventRegistration> {
      const { event, promoted } = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, id);
        if (!locked) throw notFound();
        const row = await repo.findParticipant(tx, id, actor.id);
        if (!row) return { event: locked, promoted: [] };
        await repo.deleteParticipant(tx, row.id);
        const after =
          row.status === 'registered'
            ? { ...locked, participantCount: locked.participantCount - 1 }
            : { ...locked, waitingCount: locked.waitingCount - 1 };
        const filled = await fillSeats(tx, after, now());
        const counted = { participantCount: filled.participantCount, waitingCount: filled.waitingCount };
        await repo.update(tx, id, counted);
        return { event: { ...after, ...counted }, promoted: filled.promoted };
      });
      await tellPromoted(event, promoted);
      return registrationOf(db, event, actor);
    },

    /** The registered members (or the waiting list), first come first, 30 a page. */
    async participants(
      viewer: Actor | null,
      id: string,
      query: ParticipantsQuery,
    ): Promise<EventParticipantPage> {
      if (!(await repo.findById(db, id))) throw notFound();
      const after = decodeCursor(query.cursor);
      const rows = await repo.listParticipants(
        db,
        id,
        query.status,
        after,
        l.participantsPageSize + 1,
        viewer?.id ?? null,
      );
      const page = toPage(rows, l.participantsPageSize, (row) => ({ at: row.registeredAt, id: row.rowId }));
      return {
        items: page.items.map((row) => ({
          ...(toPerson(row.person) as EventPerson),
          registeredAt: row.registeredAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * The day-before reminder (scheduled job): every registered member of an event starting within 24
     * hours who has not had one is marked, then notified (mailed by default). The mark comes first, in
     * one statement, so a run that crashes or a second instance never sends it twice.
     */
    /**
     * Gives the seats free under an event's capacity while people wait (counts repaired by migration
     * 0061, a seat freed by a path that did not refill it) to those waiting, who are told. The job runs
     * it every 15 minutes; returns how many were seated.
     */
    async fillFreeSeats(at: Date): Promise<number> {
      let seated = 0;
      for (const id of await repo.eventsWithFreeSeats(db, at)) seated += await refill(id);
      return seated;
    },

    async remind(at: Date): Promise<number> {
      const claimed = await repo.claimReminders(db, at, new Date(at.getTime() + l.reminderHours * 3_600_000));
      for (const row of claimed) {
        await notify(
          row.profileId,
          'event_reminder',
          {
            event_id: row.eventId,
            ...eventNotice(row),
            location: previewOf(row.location, 120),
          },
          null,
        );
      }
      return claimed.length;
    },
  };
};
