import { defineAreaSecurity } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  foreignIdAllowed: {
    'PATCH /api/v1/admin/notification-emails/:emailId':
      'the admin notification addresses: admin.settings covers every address',
    'DELETE /api/v1/admin/notification-emails/:emailId':
      'the admin notification addresses: admin.settings covers every address',
  },
});
