import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  publicWrites: {
    'POST /api/v1/newsletter/subscriptions':
      'the newsletter signup of visitors (002 §2); rate-limited, double opt-in',
    'POST /api/v1/newsletter/confirmations': 'the signed link of the confirmation mail',
    'POST /api/v1/newsletter/unsubscriptions': 'the signed one-click unsubscribe link',
  },
  foreignIdAllowed: {
    'PATCH /api/v1/admin/newsletter/subscribers/:subscriberId':
      'the newsletter list: users.manage covers every subscriber',
    'DELETE /api/v1/admin/newsletter/subscribers/:subscriberId':
      'the newsletter list: users.manage covers every subscriber',
  },
  blockNotReaching: {
    'newsletterEndpoints.subscribe': reachesNoOne.noMember,
    'newsletterEndpoints.confirm': reachesNoOne.noMember,
    'newsletterEndpoints.unsubscribe': reachesNoOne.noMember,
  },
});
