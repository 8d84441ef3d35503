import type { z } from 'zod';
import {
  type MentorBody,
  type MentorDetail,
  type MentorListQuery,
  type MentorPage,
  type MyMentor,
  mentorLimits,
  mentorPath,
} from '../../../common/contracts/mentors';
import { previewOf } from '../../../common/format';
import type { AreaDeps } from '../../area';
import { AppError, invalidField } from '../../lib/app-error';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { directoryPage, keptCounts } from '../../platform/directory';
import { displayName, privacyOfOne } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import { notifyAside } from '../notifications/notify-aside';
import { shownTo } from './mentor.policy';
import { toCard, toDetail } from './mentor.presenter';
import * as repo from './mentor.repository';

type Body = z.output<typeof MentorBody>;
type ListQuery = z.output<typeof MentorListQuery>;

const l = mentorLimits;

const notFound = () => new AppError('not_found', { messageKey: 'mentors.notFound' });

export type MentorService = ReturnType<typeof createMentorService>;

/**
 * Mentors (002 §2 "Mentors", plan 002 B1): the directory of real mentors, a member's record
 * (`/mentors/become`) and its share preview; stopping declines the pending requests (the requests
 * themselves are `mentor-request.service.ts`'s).
 */
export const createMentorService = (
  deps: Pick<AreaDeps, 'db' | 'notifications' | 'log'> & { now?: () => Date },
) => {
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
    found: repo.MentorWithProfile & { noindex: boolean },
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

  /**
   * The mentor's page of a listed mentor (`shownTo`); a stopped record only for its own member. 404
   * across a block either way.
   */
  const visible = async (viewer: Actor | null, id: string) => {
    const found = await repo.findWithProfile(db, id);
    if (!found || !shownTo(viewer, found)) throw notFound();
    // A block either way: the mentor's page is not found, so no request can be made either.
    if (viewer && (await isBlockedEitherWay(db, viewer.id, found.mentor.profileId))) throw notFound();
    return found;
  };

  return {
    /** A mentor the viewer may see and so ask (the mentorship-request service's check); else 404. */
    visible,

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

    async mine(actor: Actor): Promise<MyMentor> {
      const [row, privacy] = await Promise.all([
        repo.findByProfile(db, actor.id),
        privacyOfOne(db, actor.id),
      ]);
      const { hiddenFromDirectory } = privacy;
      if (!row) return { mentor: null, hiddenFromDirectory };
      const found = await repo.findWithProfile(db, row.id);
      return { mentor: found ? await detailOf(found, actor) : null, hiddenFromDirectory };
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
            mentor_name: displayName(actor.profile),
            request_id: request.id,
          },
          actor,
        );
      }
    },

    /** The share preview of `/mentors/{id}` (DESIGN §4). */
    async shareMeta(id: string, siteName: string): Promise<ShareMeta | undefined> {
      const found = await repo.findWithProfile(db, id);
      // As the page: a stopped record, or a member suspended, blocked by staff or leaving, has none.
      if (!found || !shownTo(null, found)) return undefined;
      const { mentor, profile } = found;
      return {
        noindex: found.noindex,
        title: `${displayName(profile)} · Mentor | ${siteName}`,
        description: previewOf(`${mentor.domains.join(', ')}. ${mentor.bio}`, 200),
        image: profile.avatarUrl ?? undefined,
        path: mentorPath(mentor.id),
      };
    },
  };
};
