import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  publicWrites: {
    'POST /api/v1/mail/unsubscribe':
      "a mail's one-click unsubscribe (RFC 8058): its HMAC-signed token is the proof, no sign-in",
  },
  foreignIdAllowed: {
    'POST /api/v1/admin/mails/:id/resend': 'the outbox: admin.mails covers every mail',
  },
  notAList: {
    'GET /api/v1/mail/unsubscribe': 'what a signed unsubscribe link turns off: one topic of one address',
    'GET /api/v1/mail/bounce': "whether the member's own address bounced",
  },
  blockNotReaching: {
    'mailEndpoints.unsubscribe': reachesNoOne.noMember,
  },
});
