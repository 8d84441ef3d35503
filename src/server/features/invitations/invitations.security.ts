import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/invitations': { email: 'invite@example.com' },
  },
  blockNotReaching: {
    'invitationEndpoints.invite': reachesNoOne.toThePlatform,
  },
});
