import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type EventBody,
  type EventCard,
  type EventComment,
  type EventCommentBody,
  type EventCommentPage,
  type EventDetail,
  type EventListQuery,
  type EventPage,
  type EventParticipantPage,
  type EventParticipantsQuery,
  type EventPerson,
  type EventRegistration,
  type EventType,
  eventLimits,
  eventPath,
  type UpcomingEvents,
} from '../../../common/contracts/events';
import { previewOf } from '../../../common/format';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { translate } from '../../lib/i18n';
import { processImage } from '../../lib/images';
import { keptFor } from '../../lib/kept-for';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import type { LogService } from '../../platform/logs/log.service';
import type { StorageDriver } from '../../plugins/storage';
import type { ShareMeta } from '../../plugins/web-assets';
import type { BlogCategoryService } from '../blog/blog-category.service';
import { countryCodeOf } from '../locations/countries';
import type { NotificationService } from '../notifications/notification.service';
import { canDeleteComment, canManageEvent } from './event.policy';
import * as repo from './event.repository';
import { toIcs } from './ics';

type Body = z.output<typeof EventBody>;
type ListQuery = z.output<typeof EventListQuery>;
type ParticipantsQuery = z.output<typeof EventParticipantsQuery>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const l = eventLimits;

const notFound = () => new AppError('not_found', { message: translate('events.notFound') });
const validation = (path: string, key: string, values?: Record<string, string | number>) =>
  new AppError('validation_failed', { details: [{ path, key, message: translate(key, values) }] });

const nameOf = (person: { fullName: string | null; username: string }) =>
  person.fullName?.trim() || person.username;

const toPerson = (row: repo.PersonRow | null): EventPerson | null =>
  row ? { id: row.id, fullName: nameOf(row), avatarUrl: row.avatarUrl, title: row.title } : null;

const isFull = (event: repo.EventRow) =>
  event.maxParticipants !== null && event.participantCount >= event.maxParticipants;

/** "jeudi 3 décembre 2026 à 18:00 (UTC)": the reminder's wording of a start. */
const frenchStart = (at: Date) =>
  `${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at)} (UTC)`;

export type EventService = ReturnType<typeof createEventService>;

/**
 * Events (002 §2 "Events", §4–§7, plan 002 B3): the public list with its filters, one event, create /
 * edit / delete by the creator or a moderator, the cover, comments, registration under the capacity with
 * a waiting list, the .ics file, the feed's sidebar and the day-before reminder. `now` is the clock
 * (tests move it).
 */
export const createEventService = (deps: {
  db: Db;
  notifications: NotificationService;
  logs: LogService;
  storage: StorageDriver;
  log: FastifyBaseLogger;
  /** The categories (the blog's table, plan 002 B3): a form's choices are checked against it. */
  blogCategories: Pick<BlogCategoryService, 'existingIds'>;
  /** The site's address, for the .ics file's link and UID. */
  publicUrl: string;
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'events');
  const notify = (
    userId: string,
    type: Parameters<NotificationService['notify']>[1],
    data: Record<string, unknown>,
    causedBy: Actor | null,
  ) => sideEffect(`notification ${type}`, () => deps.notifications.notify(userId, type, data, causedBy));
  /** Match counts kept a minute per filter (the pager's total; pages are always read fresh). */
  const counts = keptFor<number>({ ttlMs: 60_000, max: 10_000 });

  const toCard = (event: repo.EventRow, categories: { id: string; name: string }[]): EventCard => ({
    id: event.id,
    title: event.title,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    type: event.type as EventType,
    location: event.location,
    place:
      event.ville && event.pays
        ? {
            ville: event.ville,
            pays: event.pays,
            country_code: event.countryCode ?? '',
            adresse_complete: `${event.ville}, ${event.pays}`,
            ...(event.latitude !== null && event.longitude !== null
              ? { lat: event.latitude, lon: event.longitude }
              : {}),
          }
        : null,
    coverImageUrl: event.coverImageUrl,
    categories,
    price: event.price,
    capacity: event.maxParticipants,
    participantCount: event.participantCount,
    waitingCount: event.waitingCount,
    isFull: isFull(event),
  });

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

  /** `registrationOf` from the viewer's place read with the event (`repo.findDetail`). */
  const registrationFrom = (event: repo.EventRow, place: repo.ViewerPlace | null): EventRegistration => ({
    state: place ? place.status : 'none',
    waitingRank: place?.status === 'waiting' ? Number(place.rank) : null,
    participantCount: event.participantCount,
    waitingCount: event.waitingCount,
    isFull: isFull(event),
  });

  const toDetail = (
    found: { event: repo.EventRow; creator: repo.PersonRow | null; place: repo.ViewerPlace | null },
    categories: { id: string; name: string }[],
    first: Awaited<ReturnType<typeof repo.listParticipants>>,
    viewer: Actor | null,
  ): EventDetail => {
    const { event, creator } = found;
    const registration = registrationFrom(event, found.place);
    const manages = canManageEvent(viewer, event.creatorId);
    return {
      ...toCard(event, categories),
      description: event.description,
      adresse: event.adresse,
      codePostal: event.codePostal,
      onlineUrl: event.onlineUrl,
      organizer: event.organizer,
      organizerEmail: event.organizerEmail,
      organizerPhone: event.organizerPhone,
      language: event.language,
      website: event.website,
      accessibility: event.accessibility,
      cancellationPolicy: event.cancellationPolicy,
      tags: event.tags,
      creator: toPerson(creator),
      createdAt: event.createdAt.toISOString(),
      updatedAt: event.updatedAt.toISOString(),
      participants: first.map((row) => toPerson(row.person) as EventPerson),
      registration,
      hasEnded: event.endDate <= now(),
      canEdit: manages,
      canDelete: manages,
    };
  };

  /** The stored columns of a body: the place from the city picker, `location` derived (plan B3 FLAW 5). */
  const columnsOf = async (body: Body) => {
    if (body.categoryIds.length > 0) {
      const known = await deps.blogCategories.existingIds(body.categoryIds);
      if (known.length !== body.categoryIds.length) {
        throw validation('categoryIds', 'events.validation.categoryUnknown');
      }
    }
    const place = body.place;
    const city = place ? `${place.ville}, ${place.pays}` : null;
    const location =
      body.type === 'en_ligne' ? translate('events.types.en_ligne') : (city ?? body.adresse ?? '');
    return {
      title: body.title,
      description: body.description,
      startDate: new Date(body.startDate),
      endDate: new Date(body.endDate),
      type: body.type,
      adresse: body.adresse,
      codePostal: body.codePostal,
      ville: place?.ville ?? null,
      pays: place?.pays ?? null,
      countryCode: place ? place.country_code || countryCodeOf(place.pays) || null : null,
      latitude: place?.lat ?? null,
      longitude: place?.lon ?? null,
      location,
      onlineUrl: body.onlineUrl,
      maxParticipants: body.capacity,
      organizer: body.organizer,
      organizerEmail: body.organizerEmail,
      organizerPhone: body.organizerPhone,
      language: body.language,
      price: body.price,
      website: body.website,
      accessibility: body.accessibility,
      cancellationPolicy: body.cancellationPolicy,
      tags: body.tags,
    };
  };

  /** The event if the actor may change it: 404 when it does not exist, 403 when it is not theirs. */
  const managed = async (dbx: DbOrTx, actor: Actor, id: string, lock = false) => {
    const event = lock ? await repo.lockById(dbx, id) : await repo.findById(dbx, id);
    if (!event) throw notFound();
    if (!canManageEvent(actor, event.creatorId)) throw new AppError('event_forbidden');
    return event;
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
      await notify(
        row.profileId,
        'event_promoted',
        {
          event_id: event.id,
          event_title: previewOf(event.title, 120),
          starts_at: frenchStart(event.startDate),
          starts_at_utc: event.startDate.toISOString(),
        },
        null,
      );
    }
  };

  /** Logos live in the public `media` bucket under `events/{eventId}/`. */
  const coverPrefix = (id: string) => `events/${id}/`;
  const removeCoverFile = async (id: string, url: string | null) => {
    const key = url ? deps.storage.keyOf('media', url) : undefined;
    if (key?.startsWith(coverPrefix(id))) {
      await sideEffect('cover file removal', () => deps.storage.delete('media', key));
    }
  };

  const commentOf = (
    row: { comment: repo.CommentRow; author: repo.PersonRow | null },
    viewer: Actor | null,
    creatorId: string,
  ): EventComment => ({
    id: row.comment.id,
    eventId: row.comment.eventId,
    author: toPerson(row.author),
    content: row.comment.content,
    createdAt: row.comment.createdAt.toISOString(),
    canDelete: canDeleteComment(viewer, row.comment.authorId, creatorId),
  });

  /**
   * The event's page: the event with the viewer's place, its categories and first participants, the
   * three queries side by side (the last two only need the id; DESIGN.md §6).
   */
  const readEvent = async (viewer: Actor | null, id: string) => {
    const [found, categories, first] = await Promise.all([
      repo.findDetail(db, id, viewer?.id ?? null),
      repo.categoriesOf(db, [id]),
      repo.listParticipants(db, id, 'registered', undefined, l.participantAvatars, viewer?.id ?? null),
    ]);
    if (!found) throw notFound();
    return toDetail(found, categories.get(id) ?? [], first, viewer);
  };

  return {
    async list(query: ListQuery): Promise<EventPage> {
      const filter: repo.EventFilter = {
        now: now(),
        when: query.when,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        q: query.q,
        location: query.location,
      };
      // The count's key leaves the clock out: it is kept a minute, during which "now" barely moves.
      const key = JSON.stringify({ ...filter, now: undefined });
      const offset = (query.page - 1) * l.pageSize;
      // Read again when this page reaches the kept total (it may hide new events).
      const counted = await counts.checked(
        key,
        () => repo.countListed(db, filter, l.countCap),
        (kept) => offset + l.pageSize < kept,
      );
      const total = Math.min(counted, l.countCap);
      const rows = offset < total ? await repo.listListed(db, filter, { limit: l.pageSize, offset }) : [];
      const categories = await repo.categoriesOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => toCard(row, categories.get(row.id) ?? [])),
        page: query.page,
        pageSize: l.pageSize,
        total,
        totalPages: Math.ceil(total / l.pageSize),
        totalCapped: counted > l.countCap,
      };
    },

    /** The feed's sidebar: the next 3 events not started yet (never an invented one). */
    async upcoming(): Promise<UpcomingEvents> {
      const rows = await repo.listUpcoming(db, now(), l.sidebar);
      return {
        items: rows.map((row) => ({ ...row, startDate: row.startDate.toISOString() })),
      };
    },

    get: (viewer: Actor | null, id: string): Promise<EventDetail> => readEvent(viewer, id),

    /** Creates an event (not starting in the past) and tells the admins (001 §3: event_created). */
    async create(actor: Actor, body: Body): Promise<EventDetail> {
      const at = now();
      if (new Date(body.startDate) < at) throw validation('startDate', 'events.validation.startPast');
      const columns = await columnsOf(body);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          ...columns,
          creatorId: actor.id,
          createdAt: at,
          updatedAt: at,
        });
        await repo.setCategories(tx, inserted.id, body.categoryIds);
        return inserted;
      });
      counts.clear();
      await sideEffect('admin notification', () =>
        deps.notifications.notifyAdmins(
          'event_created',
          {
            author_name: nameOf(actor.profile),
            event_id: row.id,
            event_title: previewOf(row.title, 120),
          },
          actor.id,
        ),
      );
      return readEvent(actor, row.id);
    },

    /**
     * The creator or a moderator edits. The capacity never drops below the registered members; a larger
     * one (or none) lets waiting members in, in the same transaction.
     */
    async update(actor: Actor, id: string, body: Body): Promise<EventDetail> {
      const columns = await columnsOf(body);
      const { event, promoted } = await db.transaction(async (tx) => {
        const locked = await managed(tx, actor, id, true);
        if (columns.maxParticipants !== null && columns.maxParticipants < locked.participantCount) {
          throw validation('capacity', 'events.validation.capacityBelowParticipants', {
            count: locked.participantCount,
          });
        }
        const at = now();
        const next = { ...locked, ...columns };
        const filled = await fillSeats(tx, next, at);
        await repo.update(tx, id, {
          ...columns,
          participantCount: filled.participantCount,
          waitingCount: filled.waitingCount,
          updatedAt: at,
        });
        await repo.setCategories(tx, id, body.categoryIds);
        return { event: next, promoted: filled.promoted };
      });
      counts.clear();
      await tellPromoted(event, promoted);
      return readEvent(actor, id);
    },

    /** The creator or a moderator deletes; everyone registered or waiting is told. */
    async remove(actor: Actor, id: string): Promise<void> {
      const { event, told } = await db.transaction(async (tx) => {
        const locked = await managed(tx, actor, id, true);
        const ids = await repo.participantIds(tx, id);
        await repo.remove(tx, id);
        return { event: locked, told: ids };
      });
      counts.clear();
      await removeCoverFile(id, event.coverImageUrl);
      for (const userId of told) {
        if (userId === actor.id) continue;
        await notify(
          userId,
          'event_cancelled',
          {
            event_title: previewOf(event.title, 120),
            starts_at: frenchStart(event.startDate),
            starts_at_utc: event.startDate.toISOString(),
          },
          actor,
        );
      }
      if (event.creatorId !== actor.id) {
        await deps.logs.record(actor.id, 'event_deleted_by_moderator', {
          eventId: id,
          creatorId: event.creatorId,
        });
      }
    },

    /** Checked before an upload is read, so a foreign event is refused without taking the file. */
    async assertCanManage(actor: Actor, id: string): Promise<void> {
      await managed(db, actor, id);
    },

    /** Re-encodes the image, points the event at it and removes the previous file. */
    async uploadCover(actor: Actor, id: string, data: Buffer): Promise<EventDetail> {
      const image = await processImage(data, {
        allowed: ['png', 'jpg', 'webp'],
        maxBytes: l.coverMaxBytes,
        maxWidth: l.coverMaxWidth,
      });
      const key = `${coverPrefix(id)}${randomUUID()}.${image.ext}`;
      await deps.storage.put('media', key, image.data);
      const previous = await db
        .transaction(async (tx) => {
          const event = await managed(tx, actor, id, true);
          await repo.update(tx, id, {
            coverImageUrl: deps.storage.publicUrl('media', key),
            updatedAt: now(),
          });
          return event.coverImageUrl;
        })
        .catch(async (error: unknown) => {
          await deps.storage.delete('media', key);
          throw error;
        });
      await removeCoverFile(id, previous);
      return readEvent(actor, id);
    },

    async removeCover(actor: Actor, id: string): Promise<EventDetail> {
      const event = await managed(db, actor, id);
      await repo.update(db, id, { coverImageUrl: null, updatedAt: now() });
      await removeCoverFile(id, event.coverImageUrl);
      return readEvent(actor, id);
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
            member_name: nameOf(actor.profile),
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

    async comments(viewer: Actor | null, id: string, cursor: string | undefined): Promise<EventCommentPage> {
      const event = await repo.findById(db, id);
      if (!event) throw notFound();
      const after = decodeCursor(cursor);
      const [rows, total] = await Promise.all([
        repo.listComments(db, id, after, l.commentsPageSize + 1, viewer?.id ?? null),
        repo.countComments(db, id, viewer?.id ?? null),
      ]);
      const page = toPage(rows, l.commentsPageSize, (row) => ({
        at: row.comment.createdAt,
        id: row.comment.id,
      }));
      return {
        items: page.items.map((row) => commentOf(row, viewer, event.creatorId)),
        nextCursor: page.nextCursor,
        total,
      };
    },

    async comment(actor: Actor, id: string, body: z.output<typeof EventCommentBody>): Promise<EventComment> {
      const event = await repo.findById(db, id);
      // A block either way: no comment on the other member's event (as messages and connections refuse).
      if (!event || (await isBlockedEitherWay(db, actor.id, event.creatorId))) throw notFound();
      const row = await repo.insertComment(db, {
        eventId: id,
        authorId: actor.id,
        content: body.content,
        createdAt: now(),
      });
      const found = await repo.findComment(db, row.id);
      if (!found) throw notFound();
      return commentOf(found, actor, event.creatorId);
    },

    /** The author, the event's creator or a moderator (403 `event_comment_forbidden` otherwise). */
    async removeComment(actor: Actor, commentId: string): Promise<void> {
      const found = await repo.findComment(db, commentId);
      if (!found) throw new AppError('not_found', { message: translate('events.comments.notFound') });
      const event = await repo.findById(db, found.comment.eventId);
      if (!canDeleteComment(actor, found.comment.authorId, event?.creatorId ?? '')) {
        throw new AppError('event_comment_forbidden');
      }
      await repo.deleteComment(db, commentId);
    },

    /** The event as an iCalendar file (RFC 5545), times in UTC. */
    async ics(id: string): Promise<{ filename: string; text: string }> {
      const found = await repo.findWithCreator(db, id);
      if (!found) throw notFound();
      const { event } = found;
      const url = `${deps.publicUrl}${eventPath(event.id)}`;
      const place = [event.adresse, event.codePostal, event.ville, event.pays].filter(Boolean).join(', ');
      const location =
        event.type === 'en_ligne' ? (event.onlineUrl ?? event.location) : place || event.location;
      const text = toIcs(
        {
          uid: `${event.id}@${new URL(deps.publicUrl).host}`,
          stamp: now(),
          start: event.startDate,
          end: event.endDate,
          updated: event.updatedAt,
          summary: event.title,
          description: [event.description, event.onlineUrl, url].filter(Boolean).join('\n\n'),
          location,
          url,
          geo:
            event.latitude !== null && event.longitude !== null
              ? { lat: event.latitude, lon: event.longitude }
              : null,
          organizer: event.organizerEmail ? { name: event.organizer, email: event.organizerEmail } : null,
        },
        '-//Sankofa//Evenements//FR',
      );
      const slug = event.title
        .normalize('NFD')
        .replace(/[^\w\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-')
        .slice(0, 60)
        .toLowerCase();
      return { filename: `${slug || 'evenement'}.ics`, text };
    },

    /**
     * The day-before reminder (scheduled job): every registered member of an event starting within 24
     * hours who has not had one is marked, then notified (mailed by default). The mark comes first, in
     * one statement, so a run that crashes or a second instance never sends it twice.
     */
    async remind(at: Date): Promise<number> {
      const claimed = await repo.claimReminders(db, at, new Date(at.getTime() + l.reminderHours * 3_600_000));
      for (const row of claimed) {
        await notify(
          row.profileId,
          'event_reminder',
          {
            event_id: row.eventId,
            event_title: previewOf(row.title, 120),
            starts_at: frenchStart(row.startDate),
            starts_at_utc: row.startDate.toISOString(),
            location: previewOf(row.location, 120),
          },
          null,
        );
      }
      return claimed.length;
    },

    /** The share preview of `/events/{id}` (DESIGN §4): title, date, place and the start of the text. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const event = await repo.findById(db, id);
      if (!event) return undefined;
      const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
        event.startDate,
      );
      return {
        title: `${event.title} | ${siteName}`,
        description: previewOf(`${when} · ${event.location}. ${event.description ?? ''}`.trim(), 200),
        image: event.coverImageUrl ?? undefined,
        path: eventPath(event.id),
      };
    },
  };
};
