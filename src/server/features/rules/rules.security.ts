import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/rules/unsubscribe': { token: 'x.y' },
  },
  publicWrites: {
    'POST /api/v1/rules/unsubscribe':
      "a business rule reminder's link: its HMAC-signed token is the proof (one click, no sign-in)",
  },
  foreignIdAllowed: {
    'PUT /api/v1/admin/rules/:ruleId': 'the business rules: admin.settings covers every rule',
    'PATCH /api/v1/admin/rules/:ruleId': 'the business rules: admin.settings covers every rule',
    'DELETE /api/v1/admin/rules/:ruleId': 'the business rules: admin.settings covers every rule',
    'POST /api/v1/admin/rules/:ruleId/run': 'the business rules: admin.settings covers every rule',
  },
  blockNotReaching: {
    'ruleEndpoints.unsubscribe': reachesNoOne.noMember,
  },
});
