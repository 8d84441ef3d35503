import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  type MentorBody,
  type MentorDetail,
  type MentorListQuery,
  type MentorPage,
  type MentorReviewBody,
  type MentorshipRequest,
  type MentorshipRequestBody,
  type MentorshipRequestPage,
  type MentorshipRequestsQuery,
  mentorLimits,
  mentorPath,
} from '../../../common/contracts/mentors';
import { previewOf } from '../../../common/format';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { directoryPage, keptCounts } from '../../platform/directory';
import { displayName } from '../../platform/person';
import type { RateLimitService } from '../../platform/rate-limits/rate-limit.service';
import type { ShareMeta } from '../../plugins/web-assets';
import type { NotificationService } from '../notifications/notification.service';
import { notifyAside } from '../notifications/notify-aside';
import { toCard, toDetail, toRequest } from './mentor.presenter';
import * as repo from './mentor.repository';

type Body = z.output<typeof MentorBody>;
type ListQuery = z.output<typeof MentorListQuery>;
type RequestsQuery = z.output<typeof MentorshipRequestsQuery>;

const l = mentorLimits;
const requestRule = { max: l.requestsPerDay, windowSeconds: 24 * 60 * 60, by: 'member' } as const;

const notFound = () => new AppError('not_found', { messageKey: 'mentors.notFound' });
const requestNotFound = () => new AppError('not_found', { messageKey: 'mentors.requests.notFound' });

export type MentorService = ReturnType<typeof createMentorService>;

/**
 * Mentors (002 §2 "Mentors", plan 002 B1): the directory of real mentors, a member's record
 * (`/mentors/become`), requests and their follow-up with notifications both ways, the mentor's capacity
 * held under the mentor row's lock, and the mentees' reviews.
 */
export const createMentorService = (deps: {
  db: Db;
  notifications: NotificationService;
  rateLimits: RateLimitService;
  log: FastifyBaseLogger;
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'mentors');
  const notify = notifyAside(deps.notifications, sideEffect);

  /**
   * Match counts, shared by every viewer. A viewer's blocks are subtracted per request
   * (`countHiddenFrom`): keyed per viewer, the count was read again on nearly every request and cost
   * the directory its budget.
   */
  const counts = keptCounts((filter: Omit<repo.MentorFilter, 'viewerId'>) =>
    repo.countListed(db, filter, l.countCap),
  );

  /**
   * A mentor's page. `reviews` may already be on their way (`get` asks for them with the record), and
   * `open`, the viewer's open request, read with it (`repo.findDetail`).
   */
  const detailOf = async (
    found: repo.MentorWithProfile,
    viewer: Actor | null,
    known?: {
      reviews: ReturnType<typeof repo.listReviews>;
      open: repo.OpenRequest | null;
    },
  ): Promise<MentorDetail> => {
    const [reviews, open] = await Promise.all([
      known?.reviews ?? repo.listReviews(db, found.mentor.id, l.reviewsShown, viewer?.id ?? null),
      known ? known.open : viewer ? repo.openRequestOf(db, found.mentor.id, viewer.id) : undefined,
    ]);
    return toDetail(found, viewer, reviews, open);
  };

  const readRequest = async (id: string, viewer: Actor): Promise<MentorshipRequest> => {
    const row = await repo.findRequest(db, id);
    if (!row) throw requestNotFound();
    return toRequest(row, viewer);
  };

  /** The mentor's page of a listed mentor; a stopped record only for its own member. */
  /**
   * Whether a mentor's page (and so a request to them) exists for this viewer: an active record of a
   * member in good standing (not suspended, blocked by staff or leaving), as the directory lists them;
   * the mentor always sees their own.
   */
  const shownTo = (
    viewer: Actor | null,
    found: { mentor: { isActive: boolean; profileId: string }; shown: boolean },
  ) => viewer?.id === found.mentor.profileId || (found.mentor.isActive && found.shown);

  const visible = async (viewer: Actor | null, id: string) => {
    const found = await repo.findWithProfile(db, id);
    if (!found || !shownTo(viewer, found)) throw notFound();
    // A block either way: the mentor's page is not found, so no request can be made either.
    if (viewer && (await isBlockedEitherWay(db, viewer.id, found.mentor.profileId))) throw notFound();
    return found;
  };

  /**
   * A request the actor is a side of, locked, with its mentor record: 404 when it does not exist or
   * the actor is on neither side (nothing is said about other members' requests).
   */
  const lockedRequest = async (
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    actor: Actor,
    id: string,
    /** Accepting and reviewing reach the other member: refused across a block (issue 32 §3). */
    reaching = false,
  ) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw requestNotFound();
    const mentor = await repo.lockMentor(tx, request.mentorId);
    if (!mentor) throw requestNotFound();
    if (mentor.profileId !== actor.id && request.menteeId !== actor.id) throw requestNotFound();
    const other = mentor.profileId === actor.id ? request.menteeId : mentor.profileId;
    if (reaching && actor.keptApart && (await isBlockedEitherWay(tx, actor.id, other)))
      throw requestNotFound();
    return { request, mentor, isMentor: mentor.profileId === actor.id };
  };

  const actorName = (actor: Actor) => displayName(actor.profile);

  type Locked = Awaited<ReturnType<typeof lockedRequest>>;

  /**
   * One step of a mentorship request (accept, decline, cancel, end, review): `step` checks and writes on
   * the request locked in a transaction (`reaching`: refused across a block); then the other side hears
   * of it (`tell`) and the request is read back for the actor.
   */
  const stepRequest = async (
    actor: Actor,
    id: string,
    {
      reaching = false,
      step,
      tell,
    }: {
      reaching?: boolean;
      step: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], locked: Locked) => Promise<void>;
      tell: (locked: Locked) => {
        to: string;
        type: Parameters<NotificationService['notify']>[1];
        data: Record<string, unknown>;
      };
    },
  ): Promise<MentorshipRequest> => {
    const locked = await db.transaction(async (tx) => {
      const found = await lockedRequest(tx, actor, id, reaching);
      await step(tx, found);
      return found;
    });
    const { to, type, data } = tell(locked);
    await notify(to, type, data, actor);
    return readRequest(id, actor);
  };

  return {
    async list(viewer: Actor | null, query: ListQuery): Promise<MentorPage> {
      const filter: repo.MentorFilter = {
        q: query.q,
        domain: query.domain,
        country: query.country,
        // Only a member whom a block involves has mentors to leave out (their own query and count).
        viewerId: viewer?.keptApart ? viewer.id : undefined,
      };
      const { viewerId, ...shared } = filter;
      const offset = (query.page - 1) * l.pageSize;
      const counted = await counts.upTo(shared, offset + l.pageSize);
      const [hidden, rows] = await Promise.all([
        viewerId && counted <= l.countCap ? repo.countHiddenFrom(db, shared, viewerId) : 0,
        offset < Math.min(counted, l.countCap)
          ? repo.listListed(db, filter, { limit: l.pageSize, offset })
          : Promise.resolve([]),
      ]);
      const total = Math.min(Math.max(counted - hidden, 0), l.countCap);
      return directoryPage(rows.map(toCard), query.page, l, counted, total);
    },

    filters: () => repo.filterOptions(db),

    /** Two round trips at once: the record with the viewer's open request, and its reviews. */
    async get(viewer: Actor | null, id: string): Promise<MentorDetail> {
      const reviews = repo.listReviews(db, id, l.reviewsShown, viewer?.id ?? null);
      // Settled here when the mentor turns out not to be shown (404 below).
      reviews.catch(() => undefined);
      const found = await repo.findDetail(db, id, viewer?.id ?? null);
      if (!found || !shownTo(viewer, found)) throw notFound();
      // A block either way: the mentor's page is not found (as `visible` answers a request).
      if (found.blocked) throw notFound();
      return detailOf(found, viewer, { reviews, open: found.openRequest });
    },

    async mine(actor: Actor): Promise<{ mentor: MentorDetail | null }> {
      const row = await repo.findByProfile(db, actor.id);
      if (!row) return { mentor: null };
      const found = await repo.findWithProfile(db, row.id);
      return { mentor: found ? await detailOf(found, actor) : null };
    },

    /** Becomes a mentor or edits the record; a capacity below the current mentees is refused. */
    async save(actor: Actor, body: Body): Promise<MentorDetail> {
      const at = now();
      const id = await db.transaction(async (tx) => {
        const existing = await repo.findByProfile(tx, actor.id);
        const locked = existing ? await repo.lockMentor(tx, existing.id) : undefined;
        if (locked && body.capacity < locked.activeMentees) {
          throw invalidField('capacity', 'mentors.validation.capacityBelowMentees', {
            count: locked.activeMentees,
          });
        }
        const row = await repo.upsert(tx, {
          profileId: actor.id,
          bio: body.bio,
          domains: body.domains,
          languages: body.languages,
          isAvailable: body.available,
          slots: body.slots,
          tariff: body.tariff === null ? null : body.tariff.toFixed(2),
          capacity: body.capacity,
          isActive: true,
          createdAt: at,
          updatedAt: at,
        });
        return row.id;
      });
      return this.get(actor, id);
    },

    /** Stops mentoring: out of the directory, `is_mentor` off, pending requests declined. */
    async stop(actor: Actor): Promise<void> {
      const declined = await db.transaction(async (tx) => {
        const existing = await repo.findByProfile(tx, actor.id);
        const mentor = existing ? await repo.lockMentor(tx, existing.id) : undefined;
        if (!mentor) throw notFound();
        const at = now();
        await repo.deactivate(tx, mentor, at);
        const pending = await repo.pendingOf(tx, mentor.id);
        for (const request of pending) {
          await repo.updateRequest(tx, request.id, { status: 'declined', respondedAt: at, updatedAt: at });
        }
        return pending;
      });
      for (const request of declined) {
        await notify(
          request.menteeId,
          'mentorship_declined',
          {
            mentor_name: actorName(actor),
            request_id: request.id,
          },
          actor,
        );
      }
    },

    /** A member asks a listed, available mentor; one open request per pair, 10 a day. */
    async request(actor: Actor | null, mentorId: string, body: z.output<typeof MentorshipRequestBody>) {
      if (!actor) {
        throw new AppError('unauthenticated', { messageKey: 'mentors.signInToRequest' });
      }
      const found = await visible(actor, mentorId);
      const { mentor } = found;
      if (mentor.profileId === actor.id) throw new AppError('mentorship_self');
      if (!mentor.isActive || !mentor.isAvailable || mentor.activeMentees >= mentor.capacity) {
        throw new AppError('mentor_unavailable');
      }
      if (await repo.openRequestOf(db, mentor.id, actor.id)) throw new AppError('mentorship_already_open');
      await deps.rateLimits.consume('mentorship-request', actor.id, requestRule, 'mentorship_rate_limited');
      const at = now();
      const row = await repo
        .insertRequest(db, {
          mentorId: mentor.id,
          menteeId: actor.id,
          message: body.message,
          createdAt: at,
          updatedAt: at,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('mentorship_already_open');
          throw error;
        });
      await notify(
        mentor.profileId,
        'mentorship_request',
        {
          mentee_name: actorName(actor),
          message_preview: previewOf(body.message, 140),
          request_id: row.id,
        },
        actor,
      );
      return readRequest(row.id, actor);
    },

    async requests(actor: Actor, query: RequestsQuery): Promise<MentorshipRequestPage> {
      const pageSize = l.requestsPageSize;
      // A member who is not a mentor has no record: nothing received, counted or listed.
      const side: repo.RequestSide =
        query.as === 'mentor' ? { mentorProfileId: actor.id } : { menteeId: actor.id };
      const offset = (query.page - 1) * pageSize;
      // The counts and the page at once (two round trips side by side, DESIGN.md §6).
      const [{ total, pending: pendingCount }, rows] = await Promise.all([
        repo.countRequests(db, side, query.status),
        repo.listRequests(db, side, query.status, { limit: pageSize, offset }),
      ]);
      return {
        items: rows.map((row) => toRequest(row, actor)),
        page: query.page,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
        pendingCount,
      };
    },

    /**
     * The mentor accepts, within their capacity: the mentor row is locked, so two accepts at once are
     * counted one after the other and the second is refused when the first took the last seat.
     */
    async accept(actor: Actor, id: string): Promise<MentorshipRequest> {
      return stepRequest(actor, id, {
        reaching: true,
        async step(tx, { request, mentor, isMentor }) {
          if (!isMentor) throw new AppError('mentorship_mentor_only');
          if (request.status !== 'pending') throw new AppError('mentorship_invalid_state');
          if (mentor.activeMentees >= mentor.capacity) {
            throw new AppError('mentorship_capacity_full');
          }
          const at = now();
          await repo.updateRequest(tx, id, { status: 'accepted', respondedAt: at, updatedAt: at });
          await repo.updateMentor(tx, mentor.id, { activeMentees: mentor.activeMentees + 1 });
        },
        tell: ({ request }) => ({
          to: request.menteeId,
          type: 'mentorship_accepted',
          data: { mentor_name: actorName(actor), mentor_id: request.mentorId, request_id: id },
        }),
      });
    },

    async decline(actor: Actor, id: string): Promise<MentorshipRequest> {
      return stepRequest(actor, id, {
        async step(tx, { request, isMentor }) {
          if (!isMentor) throw new AppError('mentorship_mentor_only');
          if (request.status !== 'pending') throw new AppError('mentorship_invalid_state');
          const at = now();
          await repo.updateRequest(tx, id, { status: 'declined', respondedAt: at, updatedAt: at });
        },
        tell: ({ request }) => ({
          to: request.menteeId,
          type: 'mentorship_declined',
          data: { mentor_name: actorName(actor), request_id: id },
        }),
      });
    },

    /** The mentee withdraws a pending request. */
    async cancel(actor: Actor, id: string): Promise<MentorshipRequest> {
      return stepRequest(actor, id, {
        async step(tx, { request }) {
          if (request.menteeId !== actor.id) throw new AppError('mentorship_mentee_only');
          if (request.status !== 'pending') throw new AppError('mentorship_invalid_state');
          await repo.updateRequest(tx, id, { status: 'cancelled', updatedAt: now() });
        },
        tell: ({ request, mentor }) => ({
          to: mentor.profileId,
          type: 'mentorship_cancelled',
          data: { mentee_name: actorName(actor), request_id: request.id },
        }),
      });
    },

    /**
     * Either side ends an accepted mentorship; the mentor's seat frees. Allowed across a block (the
     * member who blocked must be able to leave), whose `mentorship_ended` notification is then dropped.
     */
    async end(actor: Actor, id: string): Promise<MentorshipRequest> {
      return stepRequest(actor, id, {
        async step(tx, { request, mentor }) {
          if (request.status !== 'accepted') throw new AppError('mentorship_invalid_state');
          const at = now();
          await repo.updateRequest(tx, id, { status: 'ended', endedAt: at, updatedAt: at });
          await repo.updateMentor(tx, mentor.id, { activeMentees: Math.max(0, mentor.activeMentees - 1) });
        },
        tell: ({ request, mentor, isMentor }) => ({
          to: isMentor ? request.menteeId : mentor.profileId,
          type: 'mentorship_ended',
          data: { actor_name: actorName(actor), side: isMentor ? 'mentee' : 'mentor', request_id: id },
        }),
      });
    },

    /** The mentee reviews an accepted (or ended) mentorship, once. */
    async review(
      actor: Actor,
      id: string,
      body: z.output<typeof MentorReviewBody>,
    ): Promise<MentorshipRequest> {
      return stepRequest(actor, id, {
        reaching: true,
        async step(tx, { request, mentor }) {
          if (request.menteeId !== actor.id) throw new AppError('mentorship_mentee_only');
          if (request.status !== 'accepted' && request.status !== 'ended') {
            throw new AppError('mentorship_review_not_allowed');
          }
          const inserted = await repo.insertReview(tx, {
            requestId: id,
            mentorId: mentor.id,
            authorId: actor.id,
            rating: body.rating,
            text: body.text,
            createdAt: now(),
          });
          if (!inserted) throw new AppError('mentorship_review_not_allowed');
        },
        tell: ({ mentor }) => ({
          to: mentor.profileId,
          type: 'mentorship_reviewed',
          data: { mentee_name: actorName(actor), rating: body.rating, mentor_id: mentor.id },
        }),
      });
    },

    /** The share preview of `/mentors/{id}` (DESIGN §4). */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const found = await repo.findWithProfile(db, id);
      if (!found?.mentor.isActive) return undefined;
      const { mentor, profile } = found;
      return {
        title: `${displayName(profile)} · Mentor | ${siteName}`,
        description: previewOf(`${mentor.domains.join(', ')}. ${mentor.bio}`, 200),
        image: profile.avatarUrl ?? undefined,
        path: mentorPath(mentor.id),
      };
    },
  };
};
