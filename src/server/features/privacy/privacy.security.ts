import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  foreignIdAllowed: {
    'DELETE /api/v1/privacy/blocks/:profileId':
      "the id names the member unblocked; only the actor's own block goes",
    'POST /api/v1/admin/reports/:reportId/resolve':
      'moderation.review covers every report; removing asks the ability that removes the content directly',
  },
  notAList: {
    'GET /api/v1/privacy/settings': "the actor's own settings",
    'GET /api/v1/privacy/blocks': 'the list of the members the actor blocked: it names them by design',
  },
  blockNotReaching: {
    'privacyEndpoints.saveSettings': reachesNoOne.ownAccount,
    'privacyEndpoints.block': reachesNoOne.ownAccount,
    'privacyEndpoints.unblock': reachesNoOne.ownAccount,
    'privacyEndpoints.report': reachesNoOne.toThePlatform,
  },
});
