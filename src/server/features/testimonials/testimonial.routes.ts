import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTestimonialEndpoints as admin,
  testimonialEndpoints as e,
} from '../../../common/contracts/testimonials';
import { ok, route } from '../../lib/route';
import type { TestimonialService } from './testimonial.service';

/** /temoignages (002 §2): the approved list and a member's submission. */
export const testimonialRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialService }> = async (
  app,
  { testimonials },
) => {
  route(app, e.list, ({ query }) => testimonials.listPublic(query));
  route(app, e.submit, ({ actor, body }) => testimonials.submit(actor, body));
};

/** /admin/testimonials (001 §2.13): `moderation.review`, checked by the admin scope's guard. */
export const adminTestimonialRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialService }> = async (
  app,
  { testimonials },
) => {
  route(app, admin.list, ({ query }) => testimonials.list(query));
  route(app, admin.counters, () => testimonials.counters());
  route(app, admin.update, ({ actor, params, body }) =>
    testimonials.update(actor, params.testimonialId, body),
  );
  route(app, admin.approve, ({ actor, params }) => testimonials.approve(actor, params.testimonialId));
  route(app, admin.reject, ({ actor, params }) => testimonials.reject(actor, params.testimonialId));
  route(app, admin.remove, ({ actor, params }) =>
    testimonials.remove(actor, params.testimonialId).then(() => ok),
  );
};
