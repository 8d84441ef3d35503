import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/prospection/unsubscribe': { token: 'x.y' },
  },
  publicWrites: {
    'POST /api/v1/prospection/unsubscribe':
      "a prospection mail's link: the prospect has no account; its HMAC-signed token is the proof",
  },
  foreignIdAllowed: {
    'PUT /api/v1/admin/prospection/prospects/:prospectId':
      'prospection: admin.settings covers every prospect',
    'DELETE /api/v1/admin/prospection/prospects/:prospectId':
      'prospection: admin.settings covers every prospect',
    'PUT /api/v1/admin/prospection/templates/:templateId':
      'prospection: admin.settings covers every template',
    'PUT /api/v1/admin/prospection/campaigns/:campaignId':
      'prospection: admin.settings covers every campaign',
    'DELETE /api/v1/admin/prospection/campaigns/:campaignId':
      'prospection: admin.settings covers every campaign',
    'DELETE /api/v1/admin/prospection/templates/:templateId':
      'prospection: admin.settings covers every template',
  },
  blockNotReaching: {
    'prospectionEndpoints.unsubscribe': reachesNoOne.noMember,
  },
});
