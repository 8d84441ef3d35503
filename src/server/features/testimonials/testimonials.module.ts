import { testimonialLogActions } from '../../../common/contracts/testimonials';
import { defineArea, mount } from '../../area';
import { adminTestimonialRoutes, testimonialRoutes } from './testimonial.routes';
import { createTestimonialService } from './testimonial.service';

declare module '../../area' {
  interface AreaServices {
    testimonials: import('./testimonial.service').TestimonialService;
  }
}

/** Testimonials: members submit from /temoignages, the team moderates them in the back office. */
export const testimonialsModule = defineArea({
  name: 'testimonials',
  memberData: {
    tables: { testimonials: { label: 'Témoignages' } },
  },
  build: (deps) => ({
    testimonials: createTestimonialService(deps),
  }),
  routes: ({ testimonials }) => [mount(testimonialRoutes, { prefix: '/api/v1', testimonials })],
  adminRoutes: ({ testimonials }) => [mount(adminTestimonialRoutes, { testimonials })],
  logActions: testimonialLogActions,
});
