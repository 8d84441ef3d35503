import { defineAreaSecurity } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  plausibleParams: {
    categoryKind: 'content',
  },
  foreignIdAllowed: {
    'PATCH /api/v1/admin/professional-categories/:categoryId':
      'the category tree: admin.settings covers every category',
    'DELETE /api/v1/admin/professional-categories/:categoryId':
      'the category tree: admin.settings covers every category',
    'PATCH /api/v1/admin/content-categories/:categoryKind/:categoryId':
      'the content and blog categories: pages.edit covers every category',
    'DELETE /api/v1/admin/content-categories/:categoryKind/:categoryId':
      'the content and blog categories: pages.edit covers every category',
  },
  notAList: {
    'GET /api/v1/professional-statuses': 'reference data',
    'GET /api/v1/professional-categories': 'reference data',
    'GET /api/v1/professional-categories/sectors': 'reference data',
    'GET /api/v1/content-categories': 'reference data',
  },
});
