import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  foreignIdAllowed: {
    'PATCH /api/v1/admin/testimonials/:testimonialId':
      'moderation: moderation.review covers every testimonial',
    'POST /api/v1/admin/testimonials/:testimonialId/approve':
      'moderation: moderation.review covers every testimonial',
    'POST /api/v1/admin/testimonials/:testimonialId/reject':
      'moderation: moderation.review covers every testimonial',
    'DELETE /api/v1/admin/testimonials/:testimonialId':
      'moderation: moderation.review covers every testimonial',
  },
  notAList: {
    'GET /api/v1/testimonials':
      "the home page's testimonials approved by staff, one cached list for every visitor (left as is: see SECURITY.md)",
  },
  blockNotReaching: {
    'testimonialEndpoints.submit': reachesNoOne.ownContent,
  },
});
