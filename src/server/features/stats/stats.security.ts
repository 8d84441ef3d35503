import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  publicWrites: {
    'POST /api/v1/stats/views':
      'the page-view beacon of every visitor (decision 8): counts only, no personal data; rate-limited',
  },
  blockNotReaching: {
    'statsEndpoints.recordView': reachesNoOne.ownContent,
  },
});
