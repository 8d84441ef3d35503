import type { z } from 'zod';
import {
  type EventBody,
  type EventDetail,
  type EventListQuery,
  type EventPage,
  eventLimits,
  type UpcomingEvents,
} from '../../../common/contracts/events';
import { previewOf } from '../../../common/format';
import type { DbOrTx } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import type { ImageRules } from '../../lib/images';
import { keptFor } from '../../lib/kept-for';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { ContentServiceDeps } from '../../platform/content-service-deps';
import { directoryPage } from '../../platform/directory';
import { displayName } from '../../platform/person';
import { rowImage } from '../../platform/row-image';
import type { ShareMeta } from '../../plugins/web-assets';
import type { BlogCategoryService } from '../blog/blog-category.service';
import { notifyAside } from '../notifications/notify-aside';
import { canManageEvent } from './event.policy';
import { eventColumnsOf, eventIcs, eventNotice, toCard, toDetail, toShareMeta } from './event.presenter';
import * as repo from './event.repository';
import type { EventParticipationService } from './event-participation.service';

type Body = z.output<typeof EventBody>;
type ListQuery = z.output<typeof EventListQuery>;

const l = eventLimits;
const coverRules: ImageRules = {
  allowed: ['png', 'jpg', 'webp'],
  maxBytes: l.coverMaxBytes,
  maxWidth: l.coverMaxWidth,
};

const notFound = () => new AppError('not_found', { messageKey: 'events.notFound' });

export type EventService = ReturnType<typeof createEventService>;

/**
 * Events (002 §2 "Events", §4–§7, plan 002 B3): the public list with its filters, one event, create /
 * edit / delete by the creator or a moderator, the cover, the .ics file and the feed's sidebar. The
 * registrations, waiting list and reminder are `event-participation.service.ts`'s, the comments
 * `event-comment.service.ts`'s. `now` is the clock (tests move it).
 */
export const createEventService = (
  deps: ContentServiceDeps & {
    /** The categories (the blog's table, plan 002 B3): a form's choices are checked against it. */
    blogCategories: Pick<BlogCategoryService, 'existingIds'>;
    /** The site's address, for the .ics file's link and UID. */
    publicUrl: string;
    /** The registrations: an edit that raises the capacity seats waiting members. */
    participation: Pick<EventParticipationService, 'fillSeats' | 'tellPromoted'>;
  },
) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'events');
  const notify = notifyAside(deps.notifications, sideEffect);
  const { fillSeats, tellPromoted } = deps.participation;
  /** Match counts kept a minute per filter (the pager's total; pages are always read fresh). */
  const counts = keptFor<number>({ ttlMs: 60_000, max: 10_000 });

  /** The stored columns of a body, its categories checked against the known ones. */
  const columnsOf = async (body: Body) => {
    if (body.categoryIds.length > 0) {
      const known = await deps.blogCategories.existingIds(body.categoryIds);
      if (known.length !== body.categoryIds.length) {
        throw invalidField('categoryIds', 'events.validation.categoryUnknown');
      }
    }
    return eventColumnsOf(body);
  };

  /** The event if the actor may change it: 404 when it does not exist, 403 when it is not theirs. */
  const managed = async (dbx: DbOrTx, actor: Actor, id: string, lock = false) => {
    const event = lock ? await repo.lockById(dbx, id) : await repo.findById(dbx, id);
    if (!event) throw notFound();
    if (!canManageEvent(actor, event.creatorId)) throw new AppError('event_forbidden');
    return event;
  };

  /** Covers live in the public `media` bucket under `events/{eventId}/`. */
  const cover = rowImage(deps, 'events', 'cover', coverRules, sideEffect);

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
    return toDetail(found, categories.get(id) ?? [], first, viewer, now());
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
      const rows =
        offset < Math.min(counted, l.countCap)
          ? await repo.listListed(db, filter, { limit: l.pageSize, offset })
          : [];
      const categories = await repo.categoriesOf(
        db,
        rows.map((row) => row.id),
      );
      return directoryPage(
        rows.map((row) => toCard(row, categories.get(row.id) ?? [])),
        query.page,
        l,
        counted,
      );
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
      if (new Date(body.startDate) < at) throw invalidField('startDate', 'events.validation.startPast');
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
            author_name: displayName(actor.profile),
            event_id: row.id,
            event_title: previewOf(row.title, 120),
          },
          actor.id,
        ),
      );
      return readEvent(actor, row.id);
    },

    /**
     * The creator or a moderator edits. A start moved is never moved into the past (a start already
     * past and kept as it is stays editable); the capacity never drops below the registered members; a
     * larger one (or none) lets waiting members in, in the same transaction.
     */
    async update(actor: Actor, id: string, body: Body): Promise<EventDetail> {
      const columns = await columnsOf(body);
      const { event, promoted } = await db.transaction(async (tx) => {
        const locked = await managed(tx, actor, id, true);
        const start = new Date(body.startDate);
        if (start.getTime() !== locked.startDate.getTime() && start < now()) {
          throw invalidField('startDate', 'events.validation.startPast');
        }
        if (columns.maxParticipants !== null && columns.maxParticipants < locked.participantCount) {
          throw invalidField('capacity', 'events.validation.capacityBelowParticipants', {
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
      await cover.removeFile(id, event.coverImageUrl);
      // What named the event goes; its cancellation, told below, names it by title only.
      await deps.notifications.withdrawAbout({ event_id: id });
      for (const userId of told) {
        if (userId === actor.id) continue;
        await notify(userId, 'event_cancelled', eventNotice(event), actor);
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
      // The cover counts in the creator's storage quota (issue 32 §5), in place of the one it replaces.
      const current = await managed(db, actor, id);
      const owner = { id: current.creatorId, replacedBytes: current.coverBytes };
      await cover.upload(id, data, owner, async (tx, url, bytes) => {
        const event = await managed(tx, actor, id, true);
        await repo.update(tx, id, { coverImageUrl: url, coverBytes: bytes, updatedAt: now() });
        return event.coverImageUrl;
      });
      return readEvent(actor, id);
    },

    async removeCover(actor: Actor, id: string): Promise<EventDetail> {
      const event = await managed(db, actor, id);
      await repo.update(db, id, { coverImageUrl: null, coverBytes: null, updatedAt: now() });
      await cover.removeFile(id, event.coverImageUrl);
      return readEvent(actor, id);
    },

    /** The event as an iCalendar file (RFC 5545), times in UTC. */
    async ics(id: string): Promise<{ filename: string; text: string }> {
      const found = await repo.findWithCreator(db, id);
      if (!found) throw notFound();
      return eventIcs(found.event, deps.publicUrl, now());
    },

    /** The share preview of `/events/{id}` (DESIGN §4): title, date, place and the start of the text. */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const event = await repo.findById(db, id);
      return event ? toShareMeta(event, siteName) : undefined;
    },
  };
};
