import { defineAreaSecurity } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  notAList: {
    'GET /api/health': 'operations, no member',
    'GET /api/ready': 'operations: whether the database and the bucket answer, no member',
  },
});
