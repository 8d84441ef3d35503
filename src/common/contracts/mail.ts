import { z } from 'zod';
import { endpoint } from '../endpoint';

/*
 * The platform's mail endpoints (issue 36): the one-click unsubscribe page's reading of its link, and
 * the member's bounced-address banner. The RFC 8058 POST itself is `POST /desabonnement?token=…`
 * (outside `/api`: a mail provider posts it with no cookie and no JSON).
 */

/** A token of an unsubscribe link (`<payload>.<signature>`, base64url). */
export const UnsubscribeQuery = z.object({
  token: z
    .string()
    .max(600)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'errors.unsubscribe_invalid' }),
});

/** What the link turns off: its topic and the catalog key naming it. */
export const UnsubscribeTopic = z.object({ topic: z.string(), label: z.string() });
export type UnsubscribeTopic = z.infer<typeof UnsubscribeTopic>;

/** Whether the signed-in member's address bounced (their mails are held), and the server's answer. */
export const MailBounce = z.object({ bounced: z.boolean(), reason: z.string().nullable() });
export type MailBounce = z.infer<typeof MailBounce>;

export const mailEndpoints = {
  /** What the link would turn off (the page's question); 404 for a link that is not valid. */
  describeUnsubscribe: endpoint('GET', '/mail/unsubscribe', {
    query: UnsubscribeQuery,
    response: UnsubscribeTopic,
    access: 'public',
  }),
  /** Turns it off (the page's button; the same as the one-click POST). */
  unsubscribe: endpoint('POST', '/mail/unsubscribe', {
    query: UnsubscribeQuery,
    response: UnsubscribeTopic,
    access: 'public',
  }),
  /** The banner asking the member to fix an address whose mails bounce. */
  bounce: endpoint('GET', '/mail/bounce', { response: MailBounce, access: 'member' }),
};
