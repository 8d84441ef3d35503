import type {
  AdminTestimonial,
  AdminTestimonialsPage,
  AdminTestimonialsQuery,
  PublicTestimonial,
  PublicTestimonialsPage,
  PublicTestimonialsQuery,
  SubmitTestimonialBody,
  TestimonialCounters,
  TestimonialStatus,
  UpdateTestimonialBody,
} from '../../../common/contracts/testimonials';
import { rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import * as repo from './testimonial.repository';

const toPublic = (record: repo.TestimonialRecord): PublicTestimonial => ({
  id: record.id,
  content: record.content,
  rating: record.rating,
  createdAt: record.createdAt.toISOString(),
  author: { id: record.authorId, fullName: record.authorName, avatarUrl: record.authorAvatar },
});

const toAdmin = (record: repo.TestimonialRecord): AdminTestimonial => ({
  ...toPublic(record),
  status: record.status as TestimonialStatus,
  updatedAt: record.updatedAt.toISOString(),
});

export type TestimonialService = ReturnType<typeof createTestimonialService>;

/**
 * Testimonials (001 §2.13, §4, decision 12): a member's submission is always pending; the public reads
 * the approved ones only; moderators approve or reject pending ones, unpublish approved ones, edit and
 * delete any. Every step is a log row (§7.2 "analytics events").
 */
export const createTestimonialService = (deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'logs'>) => {
  const { db, logs } = deps;

  const found = async (id: string): Promise<repo.TestimonialRecord> => {
    const record = await repo.findTestimonial(db, id);
    if (!record) throw new AppError('not_found');
    return record;
  };

  const move = async (
    actor: Actor,
    id: string,
    from: readonly TestimonialStatus[],
    to: TestimonialStatus,
  ): Promise<AdminTestimonial> => {
    if (!(await repo.moveStatus(db, id, from, to))) {
      await found(id);
      throw new AppError('testimonial_not_pending');
    }
    await logs.record(actor.id, to === 'approved' ? 'testimonial_approved' : 'testimonial_rejected', {
      testimonialId: id,
    });
    return toAdmin(await found(id));
  };

  return {
    async listPublic(query: PublicTestimonialsQuery): Promise<PublicTestimonialsPage> {
      const window = pageWindow(query);
      const filter = { status: 'approved' as const };
      return toNumberedPage(query, await repo.pageOfTestimonials(db, filter, window), toPublic);
    },

    /** Always pending, whatever the caller sends (§7.2 "status forced" made real). */
    async submit(actor: Actor, body: SubmitTestimonialBody): Promise<AdminTestimonial> {
      await deps.rateLimits.consume('testimonial', actor.id, rateLimits.testimonial);
      const id = await repo.insertTestimonial(db, {
        userId: actor.id,
        content: body.content,
        rating: body.rating,
      });
      await logs.record(actor.id, 'testimonial_submitted', { testimonialId: id });
      return toAdmin(await found(id));
    },

    async list(query: AdminTestimonialsQuery): Promise<AdminTestimonialsPage> {
      const window = pageWindow(query);
      return toNumberedPage(query, await repo.pageOfTestimonials(db, query, window), toAdmin);
    },

    counters: (): Promise<TestimonialCounters> => repo.counters(db),

    async update(actor: Actor, id: string, body: UpdateTestimonialBody): Promise<AdminTestimonial> {
      if (!(await repo.updateTestimonial(db, id, body))) throw new AppError('not_found');
      await logs.record(actor.id, 'testimonial_updated', { testimonialId: id, changes: body });
      return toAdmin(await found(id));
    },

    approve: (actor: Actor, id: string) => move(actor, id, ['pending'], 'approved'),
    /** Rejects a pending testimonial, or unpublishes an approved one. */
    reject: (actor: Actor, id: string) => move(actor, id, ['pending', 'approved'], 'rejected'),

    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repo.deleteTestimonial(db, id))) throw new AppError('not_found');
      await logs.record(actor.id, 'testimonial_deleted', { testimonialId: id });
    },
  };
};
