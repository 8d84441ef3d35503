import type { z } from 'zod';
import {
  type MentorReviewBody,
  type MentorshipRequest,
  type MentorshipRequestBody,
  type MentorshipRequestPage,
  type MentorshipRequestsQuery,
  mentorLimits,
} from '../../../common/contracts/mentors';
import { previewOf } from '../../../common/format';
import { rateLimits as limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName } from '../../platform/person';
import type { NotificationService } from '../notifications/notification.service';
import type { NotifyAside } from '../notifications/notify-aside';
import { toRequest } from './mentor.presenter';
import * as repo from './mentor.repository';
import type { MentorService } from './mentor.service';

type RequestsQuery = z.output<typeof MentorshipRequestsQuery>;

const l = mentorLimits;
const requestRule = { max: l.requestsPerDay, windowSeconds: 24 * 60 * 60, by: 'member' } as const;

const requestNotFound = () => new AppError('not_found', { messageKey: 'mentors.requests.notFound' });

export type MentorRequestService = ReturnType<typeof createMentorRequestService>;

/**
 * Mentorship requests (002 §2 "Mentors", plan 002 B1): a member asks a listed mentor, both sides read
 * theirs, and each step (accept, decline, cancel, end, review) notifies the other side; the mentor's
 * capacity holds under the mentor row's lock.
 */
export const createMentorRequestService = ({
  db,
  mentors,
  notify,
  notifications,
  rateLimits,
  now = () => new Date(),
}: Pick<AreaDeps, 'db' | 'rateLimits' | 'notifications'> & {
  mentors: Pick<MentorService, 'visible'>;
  /** The area's notifications, each a side effect whose failure is logged (`notify-aside.ts`). */
  notify: NotifyAside;
  now?: () => Date;
}) => {
  const readRequest = async (id: string, viewer: Actor): Promise<MentorshipRequest> => {
    const row = await repo.findRequest(db, id);
    if (!row) throw requestNotFound();
    return toRequest(row, viewer);
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
    /**
     * A member asks a listed, available mentor; one open request per pair, 10 a day, and 3 to the same
     * mentor in 30 days (`request_repeated`: each mails them).
     */
    async request(actor: Actor | null, mentorId: string, body: z.output<typeof MentorshipRequestBody>) {
      if (!actor) {
        throw new AppError('unauthenticated', { messageKey: 'mentors.signInToRequest' });
      }
      const found = await mentors.visible(actor, mentorId);
      const { mentor } = found;
      if (mentor.profileId === actor.id) throw new AppError('mentorship_self');
      if (!mentor.isActive || !mentor.isAvailable || mentor.activeMentees >= mentor.capacity) {
        throw new AppError('mentor_unavailable');
      }
      if (await repo.openRequestOf(db, mentor.id, actor.id)) throw new AppError('mentorship_already_open');
      const repeated = rateLimits.pair('mentorship', actor.id, mentor.id, limits.repeatedRequest);
      await repeated.check();
      await rateLimits.consume('mentorship-request', actor.id, requestRule, 'mentorship_rate_limited');
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
      await repeated.count();
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

    /**
     * The mentee withdraws a pending request: the mentor is told, and the request (its message quoted)
     * leaves their bell.
     */
    async cancel(actor: Actor, id: string): Promise<MentorshipRequest> {
      const cancelled = await stepRequest(actor, id, {
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
      await notifications.withdrawAbout({ request_id: id }, { types: ['mentorship_request'] });
      return cancelled;
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
  };
};
