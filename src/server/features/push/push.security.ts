import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  notAList: {
    'GET /api/v1/push/key': 'the server’s public VAPID key, the same for everyone',
  },
  blockNotReaching: {
    'pushEndpoints.subscribe': reachesNoOne.ownAccount,
    'pushEndpoints.unsubscribe': reachesNoOne.ownAccount,
  },
});
