import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  notAList: {
    'GET /api/v1/search/recent': "the actor's own recent searches",
  },
  listed: ({ q }) => ({
    'GET /api/v1/search': async (author) => [`/api/v1/search?q=${q(author.fullName)}&type=members`],
    'GET /api/v1/search/suggestions': async (author) => [
      `/api/v1/search/suggestions?q=${q(author.fullName)}`,
    ],
  }),
  blockNotReaching: {
    'searchEndpoints.record': reachesNoOne.ownAccount,
    'searchEndpoints.clearRecent': reachesNoOne.ownAccount,
  },
});
