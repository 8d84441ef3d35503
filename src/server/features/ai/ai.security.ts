import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/ai/improve': { text: 'Bonjour' },
  },
  notAList: {
    'GET /api/v1/ai/status': 'a feature flag',
  },
  blockNotReaching: {
    'aiEndpoints.improve': reachesNoOne.ownContent,
  },
});
