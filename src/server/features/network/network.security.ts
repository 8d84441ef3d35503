import { defineAreaSecurity } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  listed: ({ q }) => ({
    'GET /api/v1/network/profiles': async (author) => [`/api/v1/network/profiles?q=${q(author.fullName)}`],
    'GET /api/v1/network/suggestions': async () => ['/api/v1/network/suggestions'],
  }),
});
