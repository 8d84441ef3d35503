import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { ItemRemoved } from './admin-list';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

/*
 * Testimonials (001 §2.13, §4, §5; 002 "Testimonials page"; plans/001 A.4, decision 12): members submit
 * a text and a rating from /temoignages, the page lists the approved ones 5 a page, and the back office
 * moderates them 10 a page (`moderation.review`: admin and moderateur, decision 1).
 */

export const testimonialStatuses = ['pending', 'approved', 'rejected'] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

/** 001 §9: 5 a page on /temoignages, 10 in the back office. */
export const testimonialPageSizes = { public: 5, admin: 10 } as const;

/** Not in the spec: long enough for a paragraph or two. */
export const testimonialContentMax = 1000;

/** The text and rating, with the catalog keys of the screen that shows their errors (§5). */
const testimonialFields = (keys: { content: string; tooLong: string; rating: string }) => ({
  content: z
    .string({ error: keys.content })
    .trim()
    .min(1, { error: keys.content, abort: true })
    .max(testimonialContentMax, { error: keys.tooLong }),
  rating: z.coerce
    .number({ error: keys.rating })
    .int({ error: keys.rating })
    .min(1, { error: keys.rating })
    .max(5, { error: keys.rating }),
});

/** A member's submission from /temoignages; it is always created pending. */
export const SubmitTestimonialBody = z.object(
  testimonialFields({
    content: 'testimonials.validation.content',
    tooLong: 'testimonials.validation.contentTooLong',
    rating: 'testimonials.validation.rating',
  }),
);
export type SubmitTestimonialBody = z.infer<typeof SubmitTestimonialBody>;

/** The back office's edit panel: the text, the rating, or both. */
export const UpdateTestimonialBody = z
  .object(
    testimonialFields({
      content: 'admin.testimonials.validation.content',
      tooLong: 'admin.testimonials.validation.contentTooLong',
      rating: 'admin.testimonials.validation.rating',
    }),
  )
  .partial()
  .refine((body) => body.content !== undefined || body.rating !== undefined, {
    error: 'admin.testimonials.validation.content',
  });
export type UpdateTestimonialBody = z.infer<typeof UpdateTestimonialBody>;

export const TestimonialAuthor = z.object({
  id: z.uuid(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const PublicTestimonial = z.object({
  id: z.uuid(),
  content: z.string(),
  rating: z.number().int(),
  createdAt: z.iso.datetime(),
  author: TestimonialAuthor,
});
export type PublicTestimonial = z.infer<typeof PublicTestimonial>;

export const AdminTestimonial = PublicTestimonial.extend({
  status: z.enum(testimonialStatuses),
  updatedAt: z.iso.datetime(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonial>;

export const PublicTestimonialsQuery = PageQuery.extend({
  pageSize: z.literal(testimonialPageSizes.public).default(testimonialPageSizes.public),
}).superRefine(withinCountCap());
export type PublicTestimonialsQuery = z.infer<typeof PublicTestimonialsQuery>;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const AdminTestimonialsFilter = z.object({
  status: z.preprocess(blankToUndefined, z.enum(testimonialStatuses).optional()),
  /** Words of the text, case- and accent-insensitive. */
  q: z.string().trim().max(200).optional(),
});

export const AdminTestimonialsQuery = PageQuery.extend({
  ...AdminTestimonialsFilter.shape,
  pageSize: z.literal(testimonialPageSizes.admin).default(testimonialPageSizes.admin),
}).superRefine(withinCountCap());
export type AdminTestimonialsQuery = z.infer<typeof AdminTestimonialsQuery>;

export const PublicTestimonialsPage = numberedPageOf(PublicTestimonial);
export type PublicTestimonialsPage = z.infer<typeof PublicTestimonialsPage>;
export const AdminTestimonialsPage = numberedPageOf(AdminTestimonial);
export type AdminTestimonialsPage = z.infer<typeof AdminTestimonialsPage>;

/** The four counters of §2.13, over every testimonial. */
export const TestimonialCounters = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type TestimonialCounters = z.infer<typeof TestimonialCounters>;

export const TestimonialParams = z.object({ testimonialId: z.uuid({ error: 'errors.not_found' }) });

export const testimonialEndpoints = {
  /** The approved testimonials, newest first, 5 a page. */
  list: endpoint('GET', '/testimonials', {
    query: PublicTestimonialsQuery,
    response: PublicTestimonialsPage,
    access: 'public',
  }),
  /** A member's testimonial, pending until the team approves it; a few a day at most. */
  submit: endpoint('POST', '/testimonials', {
    body: SubmitTestimonialBody,
    response: AdminTestimonial,
    status: 201,
    access: 'member',
    limit: 'service',
  }),
};

export const adminTestimonialEndpoints = {
  /** Every status, newest first, 10 a page, filtered by status and words. */
  list: endpoint('GET', '/admin/testimonials', {
    query: AdminTestimonialsQuery,
    response: AdminTestimonialsPage,
    access: { ability: 'moderation.review' },
  }),
  counters: endpoint('GET', '/admin/testimonials/counters', {
    response: TestimonialCounters,
    access: { ability: 'moderation.review' },
  }),
  /** The edit panel (any status). */
  update: endpoint('PATCH', '/admin/testimonials/:testimonialId', {
    params: TestimonialParams,
    body: UpdateTestimonialBody,
    response: AdminTestimonial,
    access: { ability: 'moderation.review' },
  }),
  /** pending → approved; 409 `testimonial_not_pending` otherwise. */
  approve: endpoint('POST', '/admin/testimonials/:testimonialId/approve', {
    params: TestimonialParams,
    response: AdminTestimonial,
    access: { ability: 'moderation.review' },
  }),
  /** pending → rejected, or approved → rejected (unpublish); 409 when already rejected. */
  reject: endpoint('POST', '/admin/testimonials/:testimonialId/reject', {
    params: TestimonialParams,
    response: AdminTestimonial,
    access: { ability: 'moderation.review' },
  }),
  remove: endpoint('DELETE', '/admin/testimonials/:testimonialId', {
    params: TestimonialParams,
    response: ItemRemoved,
    access: { ability: 'moderation.review' },
  }),
};

/** The testimonials' log rows ("analytics events", §7.2). */
export const testimonialLogActions = [
  'testimonial_submitted',
  'testimonial_updated',
  'testimonial_approved',
  'testimonial_rejected',
  'testimonial_deleted',
] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof testimonialLogActions> {}
}
