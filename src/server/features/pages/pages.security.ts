import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  plausibleParams: {
    slug: 'a-propos',
  },
  publicWrites: {
    'POST /api/v1/contact': 'the contact form of visitors and members (002 §2); rate-limited',
  },
  foreignIdAllowed: {
    'PUT /api/v1/admin/social-links/:linkId': 'the footer links: admin.settings covers every link',
    'DELETE /api/v1/admin/social-links/:linkId': 'the footer links: admin.settings covers every link',
    'PUT /api/v1/admin/faq/:faqId': 'the FAQ: pages.edit covers every question',
    'DELETE /api/v1/admin/faq/:faqId': 'the FAQ: pages.edit covers every question',
    'PATCH /api/v1/admin/article-ideas/:ideaId': 'the article ideas: pages.edit covers every idea',
    'DELETE /api/v1/admin/article-ideas/:ideaId': 'the article ideas: pages.edit covers every idea',
    'PATCH /api/v1/admin/contact-messages/:messageId':
      'the contact inbox: admin.settings covers every message',
  },
  notAList: {
    'GET /api/v1/pages/:slug': 'static pages written by staff',
    'GET /api/v1/social-links': 'site settings',
    'GET /api/v1/faq': 'site content written by staff',
  },
  blockNotReaching: {
    'contactEndpoints.send': reachesNoOne.toThePlatform,
  },
});
