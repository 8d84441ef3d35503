import { defineAreaSecurity } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  notAList: {
    'GET /sitemap.xml': 'public pages for crawlers, the same for everyone (no member-specific list)',
  },
});
