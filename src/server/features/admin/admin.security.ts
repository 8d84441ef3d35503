import { profiles } from '../../db/schema';
import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  plausibleParams: {
    slot: 'siteLogo',
  },
  notAList: {
    'GET /api/v1/admin-setup': 'the first-run check',
  },
  ownedResources: ({ rowsOf }) => ({
    // An admin screen's target: the member's own profile, which another member may not edit through it.
    '/api/v1/admin/users/:userId': async (owner) => ({
      params: { userId: owner.id },
      read: () => rowsOf(profiles, profiles.id, owner.id),
    }),
  }),
  blockNotReaching: {
    'adminSetupEndpoints.promote': reachesNoOne.ownAccount,
  },
});
